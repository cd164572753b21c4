-- Robots (../shared/API.md "Robots"). A customer adds a catalogue robot to the account that was
-- active at that moment: one row per account and robot (adding twice is refused, not doubled).
-- The row is the robot's whole state, so a restart resumes exactly where it stopped: its size,
-- whether it runs and why not, the one position it holds, the last bar it acted on (a bar is
-- never acted on twice), and today's closed losses for the daily loss limit.
-- Orders a robot placed carry its id; deleting the robot keeps them as ordinary positions.

CREATE TABLE robot_instances (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  robot_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  position_size NUMERIC(12, 2) NOT NULL CHECK (position_size > 0),
  active BOOLEAN NOT NULL DEFAULT TRUE,
  paused_reason TEXT CHECK (paused_reason IN ('customer', 'dailyLossLimit', 'stopOut')),
  position_id BIGINT,
  position_side TEXT CHECK (position_side IN ('Buy', 'Sell')),
  last_bar_time BIGINT,
  -- The Istanbul calendar day (YYYY-MM-DD) day_loss_cents counts; a new day starts from zero.
  loss_day TEXT,
  day_loss_cents BIGINT NOT NULL DEFAULT 0 CHECK (day_loss_cents >= 0),
  -- Bumped by every change, so two edits at once cannot both apply to the same version.
  version INTEGER NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (account_id, robot_id),
  CHECK ((position_id IS NULL) = (position_side IS NULL)),
  CHECK (active = (paused_reason IS NULL))
);

-- A customer's deletion cascades through here.
CREATE INDEX robot_instances_user_idx ON robot_instances (user_id);

ALTER TABLE orders ADD COLUMN robot_id TEXT;
-- A robot's trades on one account (its live record and the detail's list).
CREATE INDEX orders_account_robot_idx ON orders (account_id, robot_id, id DESC) WHERE robot_id IS NOT NULL;
