// A waiting order at a price picked on the chart (issue 20, item 4): a click on the chart fills the
// price, or the customer types it (the keyboard's way in, through Fiyattan Emir). Al or Sat sends
// it under the ticket's rules: at once with one-click trading on, otherwise after the ticket's
// confirmation naming the symbol, side, kind (limit or stop, by the side of the market), lots and
// price. The server checks it like any order.
import { useState, type FormEvent } from 'react';
import type { OrderPayload, OrderSide } from '../../../../contract/entities';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { formatLotAmount, formatPrice } from '../../../lib/format-number';
import { parsePrice, sanitizePriceInput } from '../../../lib/sanitize-price';
import { useMutationOutcome } from '../../../lib/use-mutation-outcome';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormInput, FormLabel } from '../../../ui/form-controls';
import { selectQuote, selectSymbol } from '../../market';
import { newClientOrderId, orderKindOf, usePlaceOrderMutation } from '../../order';
import { selectOneClickTrading } from '../../settings';
import { Form } from './pending-order-panel.styles';

export interface PendingOrderPanelProps {
  symbol: string;
  digits: number;
  /** The price picked on the chart, or the last price. */
  price: number | null;
  onClose: () => void;
}

export function PendingOrderPanel({ symbol, digits, price, onClose }: PendingOrderPanelProps) {
  const info = useAppSelector(selectSymbol(symbol));
  const quote = useAppSelector(selectQuote(symbol));
  const oneClick = useAppSelector(selectOneClickTrading);
  const [priceText, setPriceText] = useState(price === null ? '' : formatPrice(price, digits));
  const [lotsText, setLotsText] = useState(formatLotAmount(info?.min ?? 0.01));
  const [problem, setProblem] = useState(false);
  const [confirming, setConfirming] = useState<OrderPayload | null>(null);
  const [placeOrder] = usePlaceOrderMutation();
  const [send, busy] = useMutationOutcome(
    (payload: OrderPayload) => placeOrder({ ...payload, clientOrderId: newClientOrderId() }),
    { success: tr.chart.placed, failedDefault: tr.positions.exceptionDefault },
  );

  async function place(payload: OrderPayload) {
    setConfirming(null);
    const outcome = await send(payload);
    if (outcome?.kind === 'done') onClose();
  }

  function submit(side: OrderSide) {
    const level = parsePrice(priceText);
    const lots = Number(lotsText);
    const fine = level !== null && level > 0 && Number.isFinite(lots) && lots > 0;
    setProblem(!fine);
    if (!fine) return;
    const payload: OrderPayload = {
      symbol,
      type: side,
      amount: lots,
      marketLimit: level,
      stopLoss: null,
      takeProfit: null,
    };
    if (oneClick) void place(payload);
    else setConfirming(payload);
  }

  const sides: { side: OrderSide; label: string; variant: 'positive' | 'negative' }[] = [
    { side: 'Buy', label: tr.chart.placeBuy, variant: 'positive' },
    { side: 'Sell', label: tr.chart.placeSell, variant: 'negative' },
  ];
  return (
    <Form aria-label={tr.chart.placeTitle} noValidate onSubmit={(event: FormEvent) => event.preventDefault()}>
      <h2>{tr.chart.placeTitle}</h2>
      <FormLabel>
        {tr.chart.placePrice}
        <FormInput
          inputMode="decimal"
          autoComplete="off"
          value={priceText}
          onChange={(event) => setPriceText(sanitizePriceInput(event.target.value))}
        />
      </FormLabel>
      <FormLabel>
        {tr.chart.placeLots}
        <FormInput
          inputMode="decimal"
          autoComplete="off"
          value={lotsText}
          onChange={(event) => setLotsText(sanitizePriceInput(event.target.value))}
        />
      </FormLabel>
      {sides.map(({ side, label, variant }) => (
        <Button key={side} type="button" variant={variant} busy={busy} onClick={() => submit(side)}>
          {label}
        </Button>
      ))}
      <Button type="button" variant="ghost" onClick={onClose}>
        {tr.confirm.dismiss}
      </Button>
      {problem ? <p role="alert">{tr.chart.placeInvalid}</p> : <p>{tr.chart.placeHint}</p>}
      {confirming && (
        <ConfirmDialog
          open
          title={tr.confirm.orderTitle}
          rows={[
            {
              label: tr.confirm.what,
              value: tr.confirm.orderWhat(confirming.type === 'Buy' ? tr.market.buy : tr.market.sell, symbol),
            },
            { label: tr.confirm.kind, value: tr.confirm.kinds[orderKindOf(confirming, quote)] },
            { label: tr.confirm.amount, value: tr.confirm.lots(formatLotAmount(confirming.amount)) },
            { label: tr.confirm.trigger, value: formatPrice(confirming.marketLimit, digits) },
          ]}
          confirmVariant={confirming.type === 'Buy' ? 'positive' : 'negative'}
          onConfirm={() => void place(confirming)}
          onDismiss={() => setConfirming(null)}
        />
      )}
    </Form>
  );
}
