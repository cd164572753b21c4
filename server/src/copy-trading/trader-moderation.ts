// The broker's moderation of copy trading: hiding a trader from customers (and showing it again)
// and removing a comment. Each decision reads its row under a lock, refuses a second identical
// decision, and writes the change with its audit row in one transaction. Hiding changes only what
// customers see: the mirror never reads the flag, so existing copies keep mirroring the trader
// (docs/back-office.md says why).
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { DomainEventBus } from '../events/event-bus';
import { recordAudit } from '../audit/audit-log';
import { DomainError } from '../domain/domain-error';
import type { CopyRefusalCode } from './copy-refusals';
import {
  findModeratedComment,
  findModeratedTrader,
  lockComment,
  lockTrader,
  markCommentRemoved,
  pageModeratedComments,
  pageModeratedTraders,
  setTraderHidden,
  type ModeratedComment,
  type ModeratedTrader,
} from './moderation-repository';

export const MODERATION_REASON_LENGTH_MAX = 500;
export const MODERATION_PAGE_SIZE = 20;

export interface Paged<T> {
  data: T[];
  currentPage: number;
  totalPages: number;
  total: number;
}

const refused = (code: CopyRefusalCode): DomainError<CopyRefusalCode> => new DomainError(code);

/** A reason is required, 1 to 500 characters once trimmed. */
export function checkedReason(text: string | undefined): string {
  const reason = (text ?? '').trim();
  if (reason === '') throw refused('MODERATION_REASON_REQUIRED');
  if ([...reason].length > MODERATION_REASON_LENGTH_MAX) throw refused('MODERATION_REASON_TOO_LONG');
  return reason;
}

function paged<T>(rows: T[], total: number, page: number): Paged<T> {
  return { data: rows, currentPage: page, totalPages: Math.ceil(total / MODERATION_PAGE_SIZE), total };
}

export class TraderModeration {
  constructor(private readonly deps: { db: Database; clock: Clock; events: DomainEventBus }) {}

  async traders(search: string | null, page: number): Promise<Paged<ModeratedTrader>> {
    const term = search?.trim() ? search.trim() : null;
    const { rows, total } = await pageModeratedTraders(this.deps.db, term, page, MODERATION_PAGE_SIZE);
    return paged(rows, total, page);
  }

  async comments(traderId: string, page: number): Promise<Paged<ModeratedComment>> {
    if (!(await findModeratedTrader(this.deps.db, traderId))) throw refused('TRADER_NOT_FOUND');
    const { rows, total } = await pageModeratedComments(this.deps.db, traderId, page, MODERATION_PAGE_SIZE);
    return paged(rows, total, page);
  }

  hide(operatorId: string, traderId: string, reasonText: string | undefined): Promise<ModeratedTrader> {
    const reason = checkedReason(reasonText);
    return this.setHidden(operatorId, traderId, reason);
  }

  show(operatorId: string, traderId: string): Promise<ModeratedTrader> {
    return this.setHidden(operatorId, traderId, null);
  }

  async removeComment(
    operatorId: string,
    commentId: string,
    reasonText: string | undefined,
  ): Promise<ModeratedComment> {
    const reason = checkedReason(reasonText);
    const at = new Date(this.deps.clock.nowMs());
    await this.deps.db.transaction(async (tx) => {
      const comment = await lockComment(tx, commentId);
      if (!comment) throw refused('COMMENT_NOT_FOUND');
      if (comment.removed) throw refused('COMMENT_ALREADY_REMOVED');
      await markCommentRemoved(tx, commentId, { reason, by: operatorId, at });
      await recordAudit(tx, {
        actorId: operatorId,
        actorRole: 'operator',
        action: 'trader-comment.remove',
        subjectType: 'trader_comment',
        subjectId: commentId,
        before: { removed: false, traderId: comment.traderId, star: comment.star, comment: comment.comment },
        after: { removed: true, reason },
        at,
      });
    });
    const removed = await findModeratedComment(this.deps.db, commentId);
    if (!removed) throw new Error(`comment ${commentId} vanished after its removal`);
    this.decided(
      operatorId,
      removed.traderId,
      'trader-comment.remove',
      'trader_comment',
      commentId,
      reason,
      at,
    );
    return removed;
  }

  /** `reason` hides the trader, null shows it again. */
  private async setHidden(
    operatorId: string,
    traderId: string,
    reason: string | null,
  ): Promise<ModeratedTrader> {
    const hide = reason !== null;
    const at = new Date(this.deps.clock.nowMs());
    await this.deps.db.transaction(async (tx) => {
      const trader = await lockTrader(tx, traderId);
      if (!trader) throw refused('TRADER_NOT_FOUND');
      if (trader.hidden === hide) throw refused(hide ? 'TRADER_ALREADY_HIDDEN' : 'TRADER_NOT_HIDDEN');
      await setTraderHidden(tx, traderId, reason !== null ? { reason, by: operatorId, at } : null);
      await recordAudit(tx, {
        actorId: operatorId,
        actorRole: 'operator',
        action: hide ? 'trader.hide' : 'trader.show',
        subjectType: 'trader',
        subjectId: traderId,
        before: { hidden: trader.hidden, reason: trader.hiddenReason, name: trader.name },
        after: { hidden: hide, reason, name: trader.name },
        at,
      });
    });
    const changed = await findModeratedTrader(this.deps.db, traderId);
    if (!changed) throw new Error(`trader ${traderId} vanished after its moderation`);
    this.decided(operatorId, traderId, hide ? 'trader.hide' : 'trader.show', 'trader', traderId, reason, at);
    return changed;
  }

  /** The committed decision as a domain event; the trader is its subject. */
  private decided(
    operatorId: string,
    traderId: string,
    action: 'trader.hide' | 'trader.show' | 'trader-comment.remove',
    subjectType: 'trader' | 'trader_comment',
    subjectId: string,
    reason: string | null,
    at: Date,
  ): void {
    this.deps.events.publish([
      {
        type: 'operator.decided',
        userId: traderId,
        accountId: null,
        atMs: at.getTime(),
        action,
        subjectType,
        subjectId,
        reason,
        decidedBy: operatorId,
      },
    ]);
  }
}
