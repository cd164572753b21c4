// The price alerts' commands and their evaluation on ticks. The book (alert-book.ts) holds every
// active alert in memory, loaded on start; a new alert enters it once its row is committed, a
// deleted one leaves it. Each tick takes the alerts it reaches out of the book synchronously (the
// next tick cannot reach them again) and hands them to the firing (alert-firing.ts), which writes
// them down and announces them. Speaks the domain (DomainError codes), never HTTP.
import {
  ALERTS_ACTIVE_MAX,
  ALERTS_LIST_MAX,
  type CreateAlertRequest,
  type MoveAlertRequest,
  type PriceAlert,
} from '../../../contract/alerts';
import type { Database } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { findInstrument } from '../engine/catalogue';
import type { Tick } from '../engine/engine-types';
import { AlertBook } from './alert-book';
import type { AlertFiring } from './alert-firing';
import type { AlertsRefusalCode } from './alerts-refusals';
import {
  deleteAlert,
  insertAlert,
  listAlerts,
  loadActiveAlerts,
  moveAlert,
  lockAndCountActive,
  toBookedAlert,
  toPriceAlert,
} from './alerts-repository';
import type { Clock } from '../clock';

const refused = (code: AlertsRefusalCode) => new DomainError<AlertsRefusalCode>(code);

export class AlertsService {
  private readonly book = new AlertBook();

  constructor(private readonly deps: { db: Database; clock: Clock; firing: AlertFiring }) {}

  /** Loads the active alerts; call before the first tick. */
  async load(): Promise<void> {
    for (const alert of await loadActiveAlerts(this.deps.db)) this.book.add(alert);
  }

  get activeCount(): number {
    return this.book.size;
  }

  list(userId: string): Promise<PriceAlert[]> {
    return listAlerts(this.deps.db, userId, ALERTS_LIST_MAX);
  }

  async create(userId: string, request: CreateAlertRequest): Promise<PriceAlert> {
    if (!findInstrument(request.symbol)) throw refused('ALERT_UNKNOWN_SYMBOL');
    const note = request.note?.trim() || null;
    const row = await this.deps.db.transaction(async (tx) => {
      if ((await lockAndCountActive(tx, userId)) >= ALERTS_ACTIVE_MAX) throw refused('ALERTS_TOO_MANY');
      return insertAlert(tx, {
        userId,
        symbol: request.symbol,
        side: request.side,
        condition: request.condition,
        price: request.price,
        note,
        at: new Date(this.deps.clock.nowMs()),
      });
    });
    this.book.add(toBookedAlert(row));
    return toPriceAlert(row);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await deleteAlert(this.deps.db, userId, id))) throw refused('ALERT_NOT_FOUND');
    // If a tick took it meanwhile, the guarded UPDATE finds no row and announces nothing.
    this.book.remove(id);
  }

  /**
   * Moves an active alert (a drag of its line on the chart). It leaves the book first, at once, so
   * no tick fires it at its old price while the row changes; it comes back at the new price only if
   * the row was still active (not deleted meanwhile), or as it was if the write failed.
   */
  async move(userId: string, id: string, move: MoveAlertRequest): Promise<PriceAlert> {
    const booked = this.book.get(id);
    if (!booked || booked.userId !== userId) throw refused('ALERT_NOT_FOUND');
    this.book.remove(id);
    let row;
    try {
      row = await moveAlert(this.deps.db, userId, id, move);
    } catch (error) {
      this.book.add(booked);
      throw error;
    }
    if (!row) throw refused('ALERT_NOT_FOUND');
    this.book.add(toBookedAlert(row));
    return toPriceAlert(row);
  }

  /** The hot path: a lookup per tick; only a reached alert costs more. */
  applyTick(tick: Tick): void {
    const fired = this.book.take(tick);
    if (fired.length > 0) this.deps.firing.fire(fired, tick.time);
  }
}
