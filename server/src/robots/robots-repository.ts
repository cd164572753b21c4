// The robot_instances table (migration 009; what robots read of the orders is in
// robot-orders-reads.ts). Each write is one statement, so a row is never half-changed; every change
// bumps `version`, which lets the runtime keep only the newest state when two changes of one robot
// finish out of order.
import type { OrderSide } from '../../../contract/entities';
import type { RobotPauseReason } from '../../../contract/robots';
import type { Queryable } from '../db/database';

export interface RobotInstance {
  accountId: string;
  robotId: string;
  userId: string;
  /** Lots, on the 0.01 grid. */
  positionSize: number;
  active: boolean;
  pausedReason: RobotPauseReason | null;
  /** The one position the robot holds, and its side; both null when flat. */
  positionId: string | null;
  positionSide: OrderSide | null;
  /** Start (unix seconds) of the last bar the robot acted on. */
  lastBarTime: number | null;
  /** The Istanbul day (YYYY-MM-DD) `dayLossCents` counts. */
  lossDay: string | null;
  dayLossCents: number;
  version: number;
  createdAt: Date;
}

/** The columns under RobotInstance's names, so a row needs no mapping but a fresh Date. */
const COLUMNS = `account_id AS "accountId", robot_id AS "robotId", user_id AS "userId",
  position_size::float8 AS "positionSize", active, paused_reason AS "pausedReason",
  position_id::text AS "positionId", position_side AS "positionSide", last_bar_time AS "lastBarTime",
  loss_day AS "lossDay", day_loss_cents AS "dayLossCents", version, created_at AS "createdAt"`;

async function many(db: Queryable, sql: string, params: readonly unknown[]): Promise<RobotInstance[]> {
  const rows = await db.query<RobotInstance>(sql, params);
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

async function one(db: Queryable, sql: string, params: readonly unknown[]): Promise<RobotInstance | null> {
  return (await many(db, sql, params))[0] ?? null;
}

export function listAccountInstances(db: Queryable, accountId: string): Promise<RobotInstance[]> {
  return many(db, `SELECT ${COLUMNS} FROM robot_instances WHERE account_id = $1 ORDER BY robot_id`, [
    accountId,
  ]);
}

export function findInstance(
  db: Queryable,
  accountId: string,
  robotId: string,
): Promise<RobotInstance | null> {
  return one(db, `SELECT ${COLUMNS} FROM robot_instances WHERE account_id = $1 AND robot_id = $2`, [
    accountId,
    robotId,
  ]);
}

/** Every instance, running or paused: the runtime's state after a restart. */
export function loadAllInstances(db: Queryable): Promise<RobotInstance[]> {
  return many(db, `SELECT ${COLUMNS} FROM robot_instances ORDER BY account_id, robot_id`, []);
}

export interface NewInstance {
  accountId: string;
  robotId: string;
  userId: string;
  positionSize: number;
  nowMs: number;
}

/** Null when the account already has this robot (two adds at once: one wins, the other gets null). */
export function insertInstance(db: Queryable, added: NewInstance): Promise<RobotInstance | null> {
  const at = new Date(added.nowMs).toISOString();
  return one(
    db,
    `INSERT INTO robot_instances (account_id, robot_id, user_id, position_size, active, created_at, updated_at)
     VALUES ($1, $2, $3, $4, TRUE, $5, $5)
     ON CONFLICT (account_id, robot_id) DO NOTHING
     RETURNING ${COLUMNS}`,
    [added.accountId, added.robotId, added.userId, added.positionSize, at],
  );
}

/** The customer's edit, whole in one statement; null when the robot is not (or no longer) there. */
export function updateSettings(
  db: Queryable,
  key: { accountId: string; robotId: string },
  settings: { positionSize: number; active: boolean | undefined; nowMs: number },
): Promise<RobotInstance | null> {
  // Turning it on clears any pause; turning it off is the customer's pause; leaving `active` out
  // keeps the current state (and its reason).
  return one(
    db,
    `UPDATE robot_instances SET position_size = $3,
       active = COALESCE($4, active),
       paused_reason = CASE WHEN $4 IS NULL THEN paused_reason WHEN $4 THEN NULL ELSE 'customer' END,
       version = version + 1, updated_at = $5
     WHERE account_id = $1 AND robot_id = $2
     RETURNING ${COLUMNS}`,
    [key.accountId, key.robotId, settings.positionSize, settings.active ?? null, new Date(settings.nowMs)],
  );
}

export async function deleteInstance(db: Queryable, accountId: string, robotId: string): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM robot_instances WHERE account_id = $1 AND robot_id = $2 RETURNING robot_id',
    [accountId, robotId],
  );
  return rows.length > 0;
}

/** The robot now holds this position (written in the transaction that records the order). */
export function holdPosition(
  tx: Queryable,
  key: { accountId: string; robotId: string },
  position: { id: string; side: OrderSide; barTime: number },
): Promise<RobotInstance | null> {
  return one(
    tx,
    `UPDATE robot_instances SET position_id = $3, position_side = $4, last_bar_time = $5, version = version + 1
     WHERE account_id = $1 AND robot_id = $2 RETURNING ${COLUMNS}`,
    [key.accountId, key.robotId, position.id, position.side, position.barTime],
  );
}

/** The robot's position closed (however: its exit, a stop, the customer, a stop-out). */
export function releasePosition(
  db: Queryable,
  key: { accountId: string; robotId: string },
  positionId: string,
): Promise<RobotInstance | null> {
  return one(
    db,
    `UPDATE robot_instances SET position_id = NULL, position_side = NULL, version = version + 1
     WHERE account_id = $1 AND robot_id = $2 AND position_id = $3 RETURNING ${COLUMNS}`,
    [key.accountId, key.robotId, positionId],
  );
}

/** Adds a losing trade to today's losses (a new day starts from this loss alone). */
export function addDayLoss(
  db: Queryable,
  key: { accountId: string; robotId: string },
  loss: { day: string; cents: number },
): Promise<RobotInstance | null> {
  return one(
    db,
    `UPDATE robot_instances SET
       day_loss_cents = CASE WHEN loss_day = $3 THEN day_loss_cents + $4 ELSE $4 END,
       loss_day = $3, version = version + 1
     WHERE account_id = $1 AND robot_id = $2 RETURNING ${COLUMNS}`,
    [key.accountId, key.robotId, loss.day, loss.cents],
  );
}

/** Pauses a running robot for a safety reason; null when it was not running (nothing to report). */
export function pauseInstance(
  db: Queryable,
  key: { accountId: string; robotId: string },
  reason: Exclude<RobotPauseReason, 'customer'>,
): Promise<RobotInstance | null> {
  return one(
    db,
    `UPDATE robot_instances SET active = FALSE, paused_reason = $3, version = version + 1
     WHERE account_id = $1 AND robot_id = $2 AND active RETURNING ${COLUMNS}`,
    [key.accountId, key.robotId, reason],
  );
}

/** Clears every loss count of an earlier day (the daily reset job). */
export function resetDayLosses(db: Queryable, today: string): Promise<RobotInstance[]> {
  return many(
    db,
    `UPDATE robot_instances SET day_loss_cents = 0, loss_day = $1, version = version + 1
     WHERE loss_day IS NOT NULL AND loss_day <> $1 RETURNING ${COLUMNS}`,
    [today],
  );
}
