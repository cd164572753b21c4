// Which trader a customer may reach for what: any existing one to leave or pause a copy, one the
// broker has not hidden to read or write comments, one opted in to follow, and one they still copy
// to look at even once hidden. Each refuses with TRADER_NOT_FOUND, so a hidden trader looks absent.
import type { Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';
import type { CopyMirror } from './copy-mirror';
import type { CopyRefusalCode } from './copy-refusals';
import { findTrader, type TraderRow } from './trader-repository';

const refused = (code: CopyRefusalCode): DomainError<CopyRefusalCode> => new DomainError(code);

export async function existingTrader(db: Queryable, traderId: string): Promise<TraderRow> {
  const row = await findTrader(db, traderId);
  if (!row) throw refused('TRADER_NOT_FOUND');
  return row;
}

/**
 * A trader whose comments customers may read and write: any profile the broker has not hidden
 * (an opted-out trader's comments stay readable, as before).
 */
export async function unhiddenTrader(db: Queryable, traderId: string): Promise<TraderRow> {
  const row = await existingTrader(db, traderId);
  if (row.hidden) throw refused('TRADER_NOT_FOUND');
  return row;
}

/**
 * A trader one may follow or look at: opted in (or seeded) and not hidden by the broker. Unfollow,
 * pause and resume take any existing trader, so a follower of a hidden trader can still leave.
 */
export async function visibleTrader(db: Queryable, traderId: string): Promise<TraderRow> {
  const row = await unhiddenTrader(db, traderId);
  if (!row.allowCopiers) throw refused('TRADER_NOT_FOUND');
  return row;
}

/**
 * A trader whose profile and trades a customer may see: one open to everyone, or one the customer
 * still copies (hidden or opted out since), so a follower sees what their copy follows. Following
 * anew or commenting still needs a visible trader.
 */
export async function viewableTrader(
  db: Queryable,
  mirror: CopyMirror,
  traderId: string,
  userId: string,
): Promise<TraderRow> {
  const row = await existingTrader(db, traderId);
  if (mirror.copiesOfUser(userId, row.userId).length > 0) return row;
  return visibleTrader(db, traderId);
}
