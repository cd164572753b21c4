// A notification from the broker to every customer: one INSERT … SELECT stores a row per customer
// (operators get none) with the audit row in the same transaction; after the commit each stored
// row goes to the live stream on its customer's channel, the way the notification writer pushes,
// so a connected customer's bell rings at once and the others find it in their list.
import { randomUUID } from 'node:crypto';
import { recordAudit } from '../audit/audit-log';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { DomainEventBus } from '../events/event-bus';
import { DomainError } from '../domain/domain-error';
import type { LivePublisher } from '../live/live-ports';
import { publishStoredNotifications } from '../notifications/notification-writer';
import { insertForEveryCustomer } from '../notifications/notifications-repository';
import type { BackOfficeRefusalCode } from './back-office-refusals';

export const BROADCAST_TITLE_LENGTH_MAX = 80;
export const BROADCAST_TEXT_LENGTH_MAX = 1000;
/** The kind stored on each row, for filters later. */
export const BROADCAST_KIND = 'broadcast';

export interface BroadcastOutcome {
  recipients: number;
  /** Of them, connected now and pushed live. */
  pushed: number;
}

const refused = (code: BackOfficeRefusalCode) => new DomainError(code);

function checked(
  value: string,
  lengthMax: number,
  empty: BackOfficeRefusalCode,
  tooLong: BackOfficeRefusalCode,
) {
  const trimmed = value.trim();
  if (trimmed === '') throw refused(empty);
  if ([...trimmed].length > lengthMax) throw refused(tooLong);
  // The HTTP layer refuses NUL already; a caller that is not a route is held to the same rule.
  if (trimmed.includes('\u0000')) throw refused(empty);
  return trimmed;
}

export class Broadcast {
  constructor(
    private readonly deps: { db: Database; clock: Clock; live: LivePublisher; events: DomainEventBus },
  ) {}

  async send(operatorId: string, input: { title: string; text: string }): Promise<BroadcastOutcome> {
    const title = checked(
      input.title,
      BROADCAST_TITLE_LENGTH_MAX,
      'BROADCAST_TITLE_REQUIRED',
      'BROADCAST_TITLE_TOO_LONG',
    );
    const text = checked(
      input.text,
      BROADCAST_TEXT_LENGTH_MAX,
      'BROADCAST_TEXT_REQUIRED',
      'BROADCAST_TEXT_TOO_LONG',
    );
    const at = new Date(this.deps.clock.nowMs());
    const broadcastId = randomUUID();
    const stored = await this.deps.db.transaction(async (tx) => {
      const rows = await insertForEveryCustomer(tx, { kind: BROADCAST_KIND, title, text }, at);
      await recordAudit(tx, {
        actorId: operatorId,
        actorRole: 'operator',
        action: 'notification.broadcast',
        subjectType: 'broadcast',
        subjectId: broadcastId,
        after: { title, text, recipients: rows.length },
        at,
      });
      return rows;
    });
    this.deps.events.publish([
      {
        type: 'operator.decided',
        userId: operatorId,
        accountId: null,
        atMs: at.getTime(),
        action: 'notification.broadcast',
        subjectType: 'broadcast',
        subjectId: broadcastId,
        reason: null,
        decidedBy: operatorId,
      },
    ]);
    return { recipients: stored.length, pushed: publishStoredNotifications(this.deps.live, stored) };
  }
}
