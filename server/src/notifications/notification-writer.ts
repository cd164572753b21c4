// Writes notifications off the engine's path. The event subscriber only appends to a buffer (no
// await, no SQL), so a tick that stops out 10,000 accounts costs the engine nothing more; a single
// writer loop then stores the buffer in batches of NOTIFICATION_BATCH_ROWS_MAX rows (one INSERT
// each) and, once a batch has committed, hands each row to the live stream on its user's channel,
// where the hub coalesces everything a client gets in one flush into one frame. A notification is
// pushed only after it is stored, so a client that reloads the list after a push finds it there.
// A notice about an account names it ("Gerçek Hesap", "Demo Hesap"): the writer learns the kinds of
// a batch's accounts in one SELECT (kept, since an account never changes kind) and only then
// writes each notice's text.
import { randomUUID } from 'node:crypto';
import type { LiveMessage } from '../../../contract/live';
import type { AccountKind } from '../../../contract/wallet';
import type { Queryable } from '../db/database';
import { userChannel, type LivePublisher } from '../live/live-ports';
import { insertNotifications, toNotification, type NewNotification } from './notifications-repository';
import type { NotificationContent } from './notification-catalogue';

/**
 * Rows per INSERT: 10,000 rows are twenty statements, and each is short enough that the ticks
 * waiting between them (the writer yields to timers after every batch) are not held up for long;
 * on PGlite a statement runs on the server's own thread.
 */
export const NOTIFICATION_BATCH_ROWS_MAX = 500;
/**
 * How long the writer gathers before storing less than a full batch. Every filled order brings
 * a notification; at thousands of orders a second, storing what one group commit brought (a dozen
 * rows) cost PostgreSQL a statement and a commit each time, nearly as many as the group commits'
 * own. A client sees its notice up to this much later; a full batch goes at once.
 */
export const NOTIFICATION_GATHER_MS = 20;
/** Notifications waiting to be stored before new ones are dropped (and logged). */
export const NOTIFICATION_BUFFER_LENGTH_MAX = 200_000;
/** Tries per batch before it is given up (and logged); the next batch still goes. */
export const NOTIFICATION_BATCH_ATTEMPTS_MAX = 3;
/** Account kinds remembered; past this the memory starts again (a kind never changes). */
export const ACCOUNT_KINDS_KEPT_MAX = 100_000;

/** A notice about one account, written once the account's kind is known. */
export interface AccountNotice {
  accountId: string;
  kind: string;
  contentFor(account: AccountKind | null): NotificationContent;
}

interface Queued {
  id: string;
  userId: string;
  createdAtMs: number;
  content: NotificationContent | AccountNotice;
}

const isAccountNotice = (content: NotificationContent | AccountNotice): content is AccountNotice =>
  'contentFor' in content;

/**
 * Hands stored notifications to the live stream, each on its user's channel; skips those nobody
 * is connected to watch. Answers how many were pushed. Call only once the rows have committed.
 */
export function publishStoredNotifications(live: LivePublisher, rows: readonly NewNotification[]): number {
  let pushed = 0;
  for (const row of rows) {
    const channel = userChannel(row.userId);
    if (!live.isWatched(channel)) continue;
    const message: LiveMessage = { type: 'notification', data: toNotification({ ...row, read: false }) };
    live.publishEvent(channel, message);
    pushed += 1;
  }
  return pushed;
}

export interface NotificationWriterLogger {
  error(details: object, message: string): void;
}

export interface NotificationWriterStats {
  stored: number;
  pushed: number;
  dropped: number;
  failed: number;
  waiting: number;
  batches: number;
}

export class NotificationWriter {
  private buffer: Queued[] = [];
  private readonly accountKinds = new Map<string, AccountKind>();
  private running = false;
  private idleWaiters: (() => void)[] = [];
  private readonly counts = { stored: 0, pushed: 0, dropped: 0, failed: 0, batches: 0 };

  constructor(
    private readonly db: Queryable,
    private readonly live: LivePublisher,
    private readonly logger: NotificationWriterLogger,
  ) {}

  /** Queues one notification for `userId`; never waits and never throws. */
  enqueue(userId: string, content: NotificationContent | AccountNotice, createdAtMs: number): void {
    if (this.buffer.length >= NOTIFICATION_BUFFER_LENGTH_MAX) {
      this.counts.dropped += 1;
      this.logger.error({ userId, kind: content.kind }, 'notification buffer full; notification dropped');
      return;
    }
    this.buffer.push({ id: randomUUID(), userId, content, createdAtMs });
    if (!this.running) {
      this.running = true;
      void this.run();
    }
  }

  /** Settles once everything queued so far is stored and pushed (tests, benches, shutdown). */
  whenIdle(): Promise<void> {
    if (!this.running && this.buffer.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  stats(): NotificationWriterStats {
    return { ...this.counts, waiting: this.buffer.length };
  }

  private async run(): Promise<void> {
    while (this.buffer.length > 0) {
      // The events of the next few group commits (or of one tick's stop-outs) share a statement.
      if (this.buffer.length < NOTIFICATION_BATCH_ROWS_MAX) {
        await new Promise((resolve) => setTimeout(resolve, NOTIFICATION_GATHER_MS));
      }
      const batch = await this.written(this.buffer.splice(0, NOTIFICATION_BATCH_ROWS_MAX));
      if (await this.store(batch)) this.push(batch);
      // Lets due timers (the feed's ticks) run between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.running = false;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const waiter of waiters) waiter();
  }

  /** The batch's rows, each account notice written with its account's name. */
  private async written(queued: readonly Queued[]): Promise<NewNotification[]> {
    await this.learnAccountKinds(queued);
    return queued.map(({ id, userId, createdAtMs, content }) => ({
      id,
      userId,
      createdAtMs,
      ...(isAccountNotice(content)
        ? content.contentFor(this.accountKinds.get(content.accountId) ?? null)
        : content),
    }));
  }

  /** One SELECT for the accounts of the batch not known yet; a failure leaves them unnamed. */
  private async learnAccountKinds(queued: readonly Queued[]): Promise<void> {
    const unknown = new Set<string>();
    for (const { content } of queued)
      if (isAccountNotice(content) && !this.accountKinds.has(content.accountId))
        unknown.add(content.accountId);
    if (unknown.size === 0) return;
    if (this.accountKinds.size + unknown.size > ACCOUNT_KINDS_KEPT_MAX) this.accountKinds.clear();
    try {
      const rows = await this.db.query<{ id: string; kind: AccountKind }>(
        'SELECT id, kind FROM accounts WHERE id = ANY($1::text[])',
        [[...unknown]],
      );
      for (const row of rows) this.accountKinds.set(row.id, row.kind);
    } catch (error) {
      this.logger.error({ err: error, accounts: unknown.size }, 'account kinds of notifications not read');
    }
  }

  private async store(batch: NewNotification[]): Promise<boolean> {
    for (let attempt = 1; attempt <= NOTIFICATION_BATCH_ATTEMPTS_MAX; attempt++) {
      try {
        await insertNotifications(this.db, batch);
        this.counts.stored += batch.length;
        this.counts.batches += 1;
        return true;
      } catch (error) {
        if (attempt === NOTIFICATION_BATCH_ATTEMPTS_MAX) {
          this.counts.failed += batch.length;
          this.logger.error({ err: error, rows: batch.length }, 'notification batch could not be stored');
        }
      }
    }
    return false;
  }

  private push(batch: NewNotification[]): void {
    this.counts.pushed += publishStoredNotifications(this.live, batch);
  }
}
