// The confirmation of a new order (issue 14, item 16; issue 22, item 9): side and symbol, the kind
// (market, limit or stop), the price it goes at (the live price for a market order, the trigger
// for a waiting one), lots, stop loss, take profit, the estimated margin, and the account that
// pays with its balance and equity, so a practice order cannot be mistaken for a real one.
import type { OrderPayload, SymbolInfo } from '../../../../contract/entities';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { formatLotAmount, formatMoney, formatPrice } from '../../../lib/format-number';
import { ConfirmDialog, type ConfirmRow } from '../../../ui/confirm-dialog';
import { REQUIRED_MARGIN_LABEL, useRequiredMarginText } from '../../margin';
import { selectQuote } from '../../market';
import { selectAccountSummary, selectProfile } from '../../session';
import { orderKindOf } from '../order-kind';

export interface OrderConfirmProps {
  info: SymbolInfo;
  /** The order to confirm; the dialog is closed when null. */
  payload: OrderPayload | null;
  livePrice: number | null;
  onConfirm: (payload: OrderPayload) => void;
  onDismiss: () => void;
}

const usd = (value: number | undefined) =>
  value === undefined ? '-' : `${formatMoney(value)} ${tr.app.currency}`;

/** The active account's name, balance and equity; '-' while the profile is not loaded. */
function useAccountRows(): ConfirmRow[] {
  const profile = useAppSelector(selectProfile);
  const summary = useAppSelector(selectAccountSummary);
  return [
    { label: tr.confirm.account, value: profile ? tr.accounts.kinds[profile.accountKind] : '-' },
    { label: tr.header.balance, value: usd(summary?.balance) },
    { label: tr.header.assets, value: usd(summary?.assets) },
  ];
}

/** A stop-limit's limit, an expiry, a trailing stop and an OCO partner, when the order has them. */
function kindRows(payload: OrderPayload, level: (value: number | null) => string): ConfirmRow[] {
  const t = tr.orderKinds;
  const rows: ConfirmRow[] = [];
  if (payload.limitPrice != null) rows.push({ label: t.limitPrice, value: level(payload.limitPrice) });
  if (payload.marketLimit !== null)
    rows.push({ label: t.expiry, value: payload.expiresAt ? formatDateTime(payload.expiresAt) : t.gtc });
  if (payload.trailingDistance != null)
    rows.push({ label: t.trailingDistance, value: String(payload.trailingDistance) });
  if (payload.ocoWith) rows.push({ label: t.oco, value: `#${payload.ocoWith}` });
  return rows;
}

export function OrderConfirm({ info, payload, livePrice, onConfirm, onDismiss }: OrderConfirmProps) {
  const requiredMargin = useRequiredMarginText(info.symbol, payload?.amount ?? 0);
  const quote = useAppSelector(selectQuote(info.symbol));
  const accountRows = useAccountRows();
  if (!payload) return null;
  const side = payload.type === 'Buy' ? tr.market.buy : tr.market.sell;
  const kind = orderKindOf(payload, quote);
  const level = (value: number | null) =>
    value === null ? tr.confirm.none : formatPrice(value, info.digits);
  const priceRow =
    payload.marketLimit === null
      ? { label: tr.confirm.price, value: tr.confirm.marketPrice(formatPrice(livePrice, info.digits)) }
      : { label: tr.confirm.trigger, value: level(payload.marketLimit) };
  return (
    <ConfirmDialog
      open
      title={tr.confirm.orderTitle}
      confirmVariant={payload.type === 'Buy' ? 'positive' : 'negative'}
      rows={[
        { label: tr.confirm.what, value: tr.confirm.orderWhat(side, info.symbol) },
        { label: tr.confirm.kind, value: tr.confirm.kinds[kind] },
        priceRow,
        { label: tr.confirm.amount, value: tr.confirm.lots(formatLotAmount(payload.amount)) },
        { label: tr.order.stopLoss, value: level(payload.stopLoss) },
        { label: tr.order.takeProfit, value: level(payload.takeProfit) },
        ...kindRows(payload, level),
        { label: REQUIRED_MARGIN_LABEL, value: requiredMargin },
        ...accountRows,
      ]}
      onConfirm={() => onConfirm(payload)}
      onDismiss={onDismiss}
    />
  );
}
