// The confirmation of a new order (issue 14, item 16): side and symbol, lots, the price it goes at
// (the limit, or the live price it is sent at for a market order) and the margin it needs.
import type { OrderPayload, SymbolInfo } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { formatLotAmount, formatPrice } from '../../../lib/format-number';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useRequiredMarginText } from '../../margin';

export interface OrderConfirmProps {
  info: SymbolInfo;
  /** The order to confirm; the dialog is closed when null. */
  payload: OrderPayload | null;
  livePrice: number | null;
  onConfirm: (payload: OrderPayload) => void;
  onDismiss: () => void;
}

export function OrderConfirm({ info, payload, livePrice, onConfirm, onDismiss }: OrderConfirmProps) {
  const requiredMargin = useRequiredMarginText(info.symbol, payload?.amount ?? 0);
  if (!payload) return null;
  const side = payload.type === 'Buy' ? tr.market.buy : tr.market.sell;
  const price =
    payload.marketLimit !== null
      ? formatPrice(payload.marketLimit, info.digits)
      : tr.confirm.marketPrice(formatPrice(livePrice, info.digits));
  return (
    <ConfirmDialog
      open
      title={tr.confirm.orderTitle}
      confirmVariant={payload.type === 'Buy' ? 'positive' : 'negative'}
      rows={[
        { label: tr.confirm.what, value: tr.confirm.orderWhat(side, info.symbol) },
        { label: tr.confirm.amount, value: tr.confirm.lots(formatLotAmount(payload.amount)) },
        { label: tr.confirm.price, value: price },
        { label: tr.confirm.requiredMargin, value: requiredMargin },
      ]}
      onConfirm={() => onConfirm(payload)}
      onDismiss={onDismiss}
    />
  );
}
