// The ticket's order kinds beyond market and limit (API.md "Order types beyond market and limit"):
// the kind of a waiting order, a stop-limit's limit, an expiry, a trailing stop and an OCO partner.
// Kept beside the ticket's draft (ticket-state.ts) as a second small draft, so the three price
// fields keep their own rules; kindsPayloadOf turns it into the body's extra fields or a problem.
import type { OrderPayload, PendingKind } from '../../../contract/entities';
import { tr } from '../../i18n/tr-signed-in';
import { parsePrice, sanitizePriceInput } from '../../lib/sanitize-price';

export type TicketPendingKind = 'auto' | PendingKind;

export interface TicketKinds {
  pendingKind: TicketPendingKind;
  limitPriceText: string;
  expiry: 'gtc' | 'until';
  /** A datetime-local value (the customer's local time), '' until chosen. */
  expiresAtText: string;
  trailingOn: boolean;
  trailingText: string;
  /** The waiting order to pair with, '' for none. */
  ocoWith: string;
}

export const initialTicketKinds = (): TicketKinds => ({
  pendingKind: 'auto',
  limitPriceText: '',
  expiry: 'gtc',
  expiresAtText: '',
  trailingOn: false,
  trailingText: '',
  ocoWith: '',
});

/** Typed prices keep the ticket's price rules (digits and one decimal point only). */
export const cleanPriceText = (raw: string): string => sanitizePriceInput(raw);

export type KindsOutcome = { ok: true; extra: Partial<OrderPayload> } | { ok: false; problem: string };

/**
 * The body's extra fields for a market order (`pending` false: only a trailing stop applies) or a
 * waiting one; only fields the customer set are sent, so a plain order's body is as before.
 */
export function kindsPayloadOf(kinds: TicketKinds, pending: boolean, nowMs: number): KindsOutcome {
  const extra: Partial<OrderPayload> = {};
  if (kinds.trailingOn) {
    const distance = parsePrice(kinds.trailingText);
    if (distance === null || !(distance > 0)) return { ok: false, problem: tr.orderKinds.trailingInvalid };
    extra.trailingDistance = distance;
  }
  if (!pending) return { ok: true, extra };
  if (kinds.pendingKind !== 'auto') extra.pendingKind = kinds.pendingKind;
  if (kinds.pendingKind === 'stopLimit') {
    const limit = parsePrice(kinds.limitPriceText);
    if (limit === null || !(limit > 0)) return { ok: false, problem: tr.orderKinds.limitPriceMissing };
    extra.limitPrice = limit;
  }
  if (kinds.expiry === 'until') {
    const ms = kinds.expiresAtText === '' ? Number.NaN : new Date(kinds.expiresAtText).getTime();
    if (!Number.isFinite(ms)) return { ok: false, problem: tr.orderKinds.expiryMissing };
    if (ms <= nowMs) return { ok: false, problem: tr.orderKinds.expiryPast };
    extra.expiresAt = new Date(ms).toISOString();
  }
  if (kinds.ocoWith !== '') extra.ocoWith = kinds.ocoWith;
  return { ok: true, extra };
}
