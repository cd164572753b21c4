// What the follow-up toast of a placed market order says (issue 14, item 20): the price it was
// filled at and, when that differs from the price the ticket showed, the slippage. The slippage's
// sign is the customer's: '-' when the fill is worse (a dearer Buy, a cheaper Sell), '+' when better.
import type { Order, OrderSide } from '../../../contract/entities';
import { tr } from '../../i18n/tr-signed-in';
import { formatPrice } from '../../lib/format-number';

export interface ShownPrice {
  side: OrderSide;
  price: number;
  digits?: number;
}

export interface FillNote {
  text: string;
  /** True when the fill was worse than the price shown. */
  adverse: boolean;
}

/** The note for a filled order, or null for a waiting (limit) order or an answer without a price. */
export function fillNoteOf(order: Partial<Order> | undefined, shown: ShownPrice | null): FillNote | null {
  if (!order || !shown || order.status !== 'open' || typeof order.price !== 'number') return null;
  const fill = order.price;
  const digits = shown.digits;
  const gain = shown.side === 'Buy' ? shown.price - fill : fill - shown.price;
  const step = 10 ** -(digits ?? 2) / 2;
  if (Math.abs(gain) < step) return { text: tr.order.filledAt(formatPrice(fill, digits)), adverse: false };
  const slippage = `${gain > 0 ? '+' : '-'}${formatPrice(Math.abs(gain), digits)}`;
  return {
    text: tr.order.filledWithSlippage(formatPrice(fill, digits), formatPrice(shown.price, digits), slippage),
    adverse: gain < 0,
  };
}
