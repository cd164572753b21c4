// The comments customers leave on a trader: a page of them (newest first) and writing one (checked
// for its stars and length; a second replaces the first unless the broker removed it). Which trader
// may be commented on is the service's check; these take the trader it found.
import {
  COMMENT_LENGTH_MAX,
  COMMENT_STARS_MAX,
  COMMENT_STARS_MIN,
  COMMENTS_PAGE_SIZE,
  type CommentsPage,
  type TraderComment,
} from '../../../contract/traders';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { findUserById } from '../users/users-repository';
import { pageComments, upsertComment } from './comments-repository';
import type { CopyRefusalCode } from './copy-refusals';
import type { TraderRow } from './trader-repository';

const refused = (code: CopyRefusalCode): DomainError<CopyRefusalCode> => new DomainError(code);

export async function traderComments(db: Database, trader: TraderRow, page: number): Promise<CommentsPage> {
  const { rows, total } = await pageComments(db, trader.userId, page, COMMENTS_PAGE_SIZE);
  return {
    data: rows.map((row) => ({
      _id: row.id,
      userName: row.userName,
      star: row.star,
      comment: row.comment,
      createdAt: row.createdAt.toISOString(),
    })),
    totalPages: Math.ceil(total / COMMENTS_PAGE_SIZE),
    currentPage: page,
  };
}

export async function commentOnTrader(
  deps: { db: Database; clock: Clock },
  trader: TraderRow,
  userId: string,
  written: { star: number; text: string },
): Promise<TraderComment> {
  const { star } = written;
  if (trader.userId === userId) throw refused('CANNOT_COMMENT_SELF');
  if (!Number.isInteger(star) || star < COMMENT_STARS_MIN || star > COMMENT_STARS_MAX)
    throw refused('COMMENT_STAR_OUT_OF_RANGE');
  const comment = written.text.trim();
  if (comment.length === 0) throw refused('COMMENT_EMPTY');
  if ([...comment].length > COMMENT_LENGTH_MAX) throw refused('COMMENT_TOO_LONG');
  const at = new Date(deps.clock.nowMs());
  const id = await upsertComment(deps.db, trader.userId, userId, star, comment, at);
  if (id === null) throw refused('COMMENT_REMOVED_BY_BROKER');
  const user = (await findUserById(deps.db, userId)) ?? { name: '', surname: '' };
  return {
    _id: id,
    userName: `${user.name} ${user.surname.slice(0, 1)}.`,
    star,
    comment,
    createdAt: at.toISOString(),
  };
}
