// The order kinds of a waiting order or a position in Turkish (issue 20), for the lists and the
// detail: the kind (Limit, Stop, Stop-limit) and, when set, whether a stop-limit's trigger was
// touched, its limit price, the expiry, the trailing stop's distance and the OCO partner.
import type { Order } from '../../../contract/entities';
import { tr } from '../../i18n/tr-signed-in';
import { formatDateTime } from '../../lib/format-date';
import { formatPrice } from '../../lib/format-number';

const t = tr.orderKinds;

/** The kind's name for a waiting order; null for a market order or one listed before kinds. */
export const kindNameOf = (order: Order): string | null =>
  order.pendingKind ? t.names[order.pendingKind] : null;

/** The short notes a row shows under its side, in the order a trader reads them. */
export function kindNotesOf(order: Order, digits?: number): string[] {
  const notes: string[] = [];
  if (order.status === 'waiting') {
    const name = kindNameOf(order);
    if (name) notes.push(name);
    if (order.limitPrice != null) notes.push(t.limitAt(formatPrice(order.limitPrice, digits)));
    if (order.limitArmed) notes.push(t.armed);
    if (order.expiresAt) notes.push(t.expiresOn(formatDateTime(order.expiresAt)));
    if (order.ocoWith) notes.push(t.ocoWith(order.ocoWith));
  }
  if (order.trailingDistance != null) notes.push(t.trailingBy(String(order.trailingDistance)));
  return notes;
}
