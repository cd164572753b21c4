// The broker's switch per catalogue robot (migration 012, robot_catalogue_switches). A robot with
// no row is enabled. A change locks the robot's row (made first if missing) so two operators
// switching one robot at once decide one after the other.
import type { Queryable } from '../db/database';

export async function disabledRobotIds(db: Queryable): Promise<Set<string>> {
  const rows = await db.query<{ robot_id: string }>(
    'SELECT robot_id FROM robot_catalogue_switches WHERE NOT enabled',
  );
  return new Set(rows.map((row) => row.robot_id));
}

export async function isRobotEnabled(db: Queryable, robotId: string): Promise<boolean> {
  const rows = await db.query<{ enabled: boolean }>(
    'SELECT enabled FROM robot_catalogue_switches WHERE robot_id = $1',
    [robotId],
  );
  return rows[0]?.enabled ?? true;
}

/** The robot's switch, locked until the caller's transaction ends. */
export async function lockRobotSwitch(tx: Queryable, robotId: string, at: Date): Promise<boolean> {
  await tx.query(
    `INSERT INTO robot_catalogue_switches (robot_id, enabled, changed_at) VALUES ($1, TRUE, $2)
     ON CONFLICT (robot_id) DO NOTHING`,
    [robotId, at],
  );
  const rows = await tx.query<{ enabled: boolean }>(
    'SELECT enabled FROM robot_catalogue_switches WHERE robot_id = $1 FOR UPDATE',
    [robotId],
  );
  const row = rows[0];
  if (!row) throw new Error(`lockRobotSwitch: no row for ${robotId}`);
  return row.enabled;
}

export async function writeRobotSwitch(
  tx: Queryable,
  robotId: string,
  change: { enabled: boolean; by: string; at: Date },
): Promise<void> {
  await tx.query(
    'UPDATE robot_catalogue_switches SET enabled = $2, changed_by = $3, changed_at = $4 WHERE robot_id = $1',
    [robotId, change.enabled, change.by, change.at],
  );
}

/** Instances per robot: every one added, and those running now. */
export async function subscriberCounts(
  db: Queryable,
): Promise<Map<string, { subscribers: number; activeSubscribers: number }>> {
  const rows = await db.query<{ robot_id: string; subscribers: number; active_subscribers: number }>(
    `SELECT robot_id, COUNT(*)::bigint AS subscribers, COUNT(*) FILTER (WHERE active)::bigint AS active_subscribers
     FROM robot_instances GROUP BY robot_id`,
  );
  return new Map(
    rows.map((row) => [
      row.robot_id,
      { subscribers: Number(row.subscribers), activeSubscribers: Number(row.active_subscribers) },
    ]),
  );
}
