// The named limits' windows counted in PostgreSQL, shared by every gateway of a cluster
// (docs/scaling.md: why PostgreSQL rather than Redis or NATS key-value).
//
// One statement per hit: an INSERT ... ON CONFLICT DO UPDATE on the window's row, which PostgreSQL
// runs under the row's lock, so hits arriving at once on several gateways are counted one after
// the other and none is lost. A window whose end has passed restarts at the next hit; the count
// stops one above the limit, so a refused key's row does not grow. Window times are the counting
// node's clock (the injected one, so tests can move it); a few seconds of drift between nodes
// only shifts a window's edges.
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import type { LimitCounter, LimitWindow } from '../http/limit-ports';

/** Every this many hits, windows that ended are deleted, so the table holds the live ones. */
export const RATE_WINDOW_SWEEP_EVERY_HITS = 1_000;

const TAKE_SQL = `
  INSERT INTO rate_windows AS w (limit_name, key, window_start, window_end, hits)
  VALUES ($1, $2, $3, $4, 1)
  ON CONFLICT (limit_name, key) DO UPDATE SET
    window_start = CASE WHEN w.window_end <= $3 THEN EXCLUDED.window_start ELSE w.window_start END,
    window_end = CASE WHEN w.window_end <= $3 THEN EXCLUDED.window_end ELSE w.window_end END,
    hits = CASE WHEN w.window_end <= $3 THEN 1 ELSE LEAST(w.hits + 1, $5::integer + 1) END
  RETURNING hits`;

export class PgLimitCounter implements LimitCounter {
  private hitsSinceSweep = 0;

  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
  ) {}

  async take(name: string, key: string, window: LimitWindow): Promise<boolean> {
    const nowMs = this.clock.nowMs();
    const rows = await this.db.query<{ hits: number }>(TAKE_SQL, [
      name,
      key,
      new Date(nowMs),
      new Date(nowMs + window.windowMs),
      window.hitsMax,
    ]);
    await this.sweepNowAndThen(nowMs);
    return (rows[0]?.hits ?? Number.POSITIVE_INFINITY) <= window.hitsMax;
  }

  private async sweepNowAndThen(nowMs: number): Promise<void> {
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep < RATE_WINDOW_SWEEP_EVERY_HITS) return;
    this.hitsSinceSweep = 0;
    await this.db.query('DELETE FROM rate_windows WHERE window_end <= $1', [new Date(nowMs)]);
  }
}
