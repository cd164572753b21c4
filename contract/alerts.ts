// Price alerts on the wire (../shared/API.md "Price alerts and watchlists"): a customer asks to be
// told once when a symbol's bid or ask reaches a price from below (above) or from above (below).
// The alert fires on the first tick at or past its price, as a notification pushed live (and an
// `alert` live message the SPA rings for); then it is inactive and stays so.

export type AlertSide = 'bid' | 'ask';
export type AlertCondition = 'above' | 'below';

export const ALERT_SIDES: readonly AlertSide[] = ['bid', 'ask'];
export const ALERT_CONDITIONS: readonly AlertCondition[] = ['above', 'below'];

export interface PriceAlert {
  id: string;
  symbol: string;
  side: AlertSide;
  condition: AlertCondition;
  price: number;
  note: string | null;
  active: boolean;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601 of the tick that fired it; null while active. */
  triggeredAt: string | null;
  /** Ours: the bid or ask of the tick that fired it; null while active. */
  triggeredPrice: number | null;
}

/** POST /api/alerts. */
export interface CreateAlertRequest {
  symbol: string;
  side: AlertSide;
  condition: AlertCondition;
  price: number;
  note?: string | null;
}

/**
 * Ours (docs/server.md): PUT /api/alerts/{id} moves an active alert to a new price; the chart
 * sends the condition too, since a line dragged across the market changes which way it waits.
 */
export interface MoveAlertRequest {
  price: number;
  condition: AlertCondition;
}

/** Active alerts a customer may have at once; fired ones do not count. */
export const ALERTS_ACTIVE_MAX = 50;
export const ALERT_NOTE_LENGTH_MAX = 200;
/** GET /api/alerts answers the newest this many (every active one fits). */
export const ALERTS_LIST_MAX = 200;
