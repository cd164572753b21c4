// What copy trading needs of trading, as one port: the opener places the copies in batch, the
// closer closes and edits them, the copy stop-loss and the mirror read the engine's positions and
// an account's figures. The composition hands trading's service in; tests may hand a fake.
import type { AccountSummary, StopTakeUpdate } from '../../../contract/entities';
import type { Queryable } from '../db/database';
import type { PositionView } from '../engine/engine-types';
import type { BatchOpen, BatchOutcome } from '../trading/trading-service';

/** What the mirror needs of trading: the commands a route has, in batch for the opens. */
export interface CopyTradingPort {
  openBatch(
    batch: BatchOpen,
    write: (tx: Queryable, outcomes: readonly BatchOutcome[]) => Promise<void>,
    decided?: () => void,
  ): Promise<BatchOutcome[]>;
  /** `write` commits in the close's own transaction (copy-close-pieces.ts). */
  close(
    accountId: string,
    id: string,
    lots?: number,
    write?: (tx: Queryable) => Promise<void>,
  ): Promise<void>;
  modify(accountId: string, id: string, update: StopTakeUpdate): Promise<void>;
  figures(accountId: string): Promise<AccountSummary>;
  engine: { position(id: string): PositionView | null; positionsOf(accountId: string): PositionView[] };
}
