// The ticket's form, once its symbol and the account figures are known: side, amount, the three
// optional prices, the margin panel and the send button. The draft lives in a local reducer
// (ticket-state.ts); live prices come from the market slice. While the live connection is down the
// prices are greyed and the send button is disabled with the reason (issue 14, item 15); unless the
// customer turned one-click trading on, a send first asks for a confirmation (item 16). A placed
// order clears the price fields; the side and the amount stay (issue 22, item 9). The order kinds
// (issue 20: stop-limit, expiry, trailing stop, OCO) sit below the price fields (ticket-kinds.ts).
// Above the send button, what the real account still needs of the minimum initial deposit (issue
// 21), if anything.
import { useMemo, useReducer, useState, type FormEvent } from 'react';
import type { OrderPayload, OrderSide, SymbolInfo } from '../../../../contract/entities';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { checkAmount, LOT_MAX_DEFAULT, LOT_MIN_DEFAULT, parseAmount } from '../../../lib/sanitize-amount';
import { useLiveConnection } from '../../../socket/use-live-connection';
import { MinimumDepositNotice } from '../../compliance';
import { MarginPanel } from '../../margin';
import { selectIsMarketOpen, selectMarketState, selectQuote } from '../../market';
import { selectOneClickTrading } from '../../settings';
import { amountProblemOf } from '../amount-problem';
import { usePlaceOrder } from '../hooks/use-place-order';
import {
  followedPrice,
  initialTicketState,
  orderPayloadOf,
  firstUnpricedField,
  PRICE_FIELDS,
  shownFieldText,
  ticketActions,
  ticketReducer,
  type PriceFieldName,
  type TicketAction,
} from '../ticket-state';
import { initialTicketKinds, kindsPayloadOf, type TicketKinds } from '../ticket-kinds';
import { AmountField } from './amount-field';
import { OrderKindFields } from './order-kind-fields';
import { OrderConfirm } from './order-confirm';
import { Card, ProblemText } from './order-ticket.styles';
import { PriceField } from './price-field';
import { SideTabs } from './side-tabs';
import { SubmitButton } from './submit-button';
import { TicketHeader } from './ticket-header';

const FIELD_LABELS: Record<PriceFieldName, string> = {
  marketLimit: tr.order.marketLimit,
  stopLoss: tr.order.stopLoss,
  takeProfit: tr.order.takeProfit,
};

export interface TicketFormProps {
  info: SymbolInfo;
  initialSide: OrderSide;
}

export function TicketForm({ info, initialSide }: TicketFormProps) {
  const bounds = useMemo(
    () => ({
      min: info.min > 0 ? info.min : LOT_MIN_DEFAULT,
      max: info.max > 0 ? info.max : LOT_MAX_DEFAULT,
    }),
    [info.min, info.max],
  );
  const [state, dispatch] = useReducer(ticketReducer, undefined, () =>
    initialTicketState(initialSide, bounds),
  );
  const [fieldProblem, setFieldProblem] = useState<string | null>(null);
  const [kinds, setKinds] = useState<TicketKinds>(initialTicketKinds);
  const quote = useAppSelector(selectQuote(info.symbol));
  const isOpen = useAppSelector(selectIsMarketOpen(info.symbol));
  const openingTime = useAppSelector(selectMarketState(info.symbol))?.oTime ?? info.oTime;
  const { place, busy } = usePlaceOrder();
  const live = useLiveConnection();
  const oneClick = useAppSelector(selectOneClickTrading);
  const [pending, setPending] = useState<OrderPayload | null>(null);

  const livePrice = followedPrice(state.side, quote);
  const amountProblem = amountProblemOf(state.amountText, bounds);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isOpen || busy || live.ordersBlocked) return;
    const check = checkAmount(state.amountText, bounds.min, bounds.max);
    if (!check.ok) return; // the amount's message is already on screen
    const unpriced = firstUnpricedField(state, livePrice);
    if (unpriced) {
      setFieldProblem(tr.order.priceMissing(FIELD_LABELS[unpriced]));
      return;
    }
    const kindsOutcome = kindsPayloadOf(kinds, state.fields.marketLimit.on, Date.now());
    if (!kindsOutcome.ok) {
      setFieldProblem(kindsOutcome.problem);
      return;
    }
    const payload = { ...orderPayloadOf(info.symbol, state, check.lots, livePrice), ...kindsOutcome.extra };
    if (oneClick) void send(payload);
    else setPending(payload);
  }

  /** Sends, then clears the price fields once the order is placed (issue 22, item 9). */
  async function send(payload: OrderPayload) {
    if (await place(payload, shownPrice())) {
      dispatch(ticketActions.orderPlaced());
      setKinds(initialTicketKinds());
    }
  }

  /** The price the ticket shows now, to compare with the fill (issue 14, item 20). */
  function shownPrice() {
    return livePrice === null ? null : { side: state.side, price: livePrice, digits: info.digits };
  }

  function onConfirm(payload: OrderPayload) {
    setPending(null);
    // The connection may have dropped while the dialog was open; the button then says why.
    if (!live.ordersBlocked && isOpen) void send(payload);
  }

  /** A change to a side or price field also clears the refusal shown for the fields. */
  function changeFields(action: TicketAction) {
    setFieldProblem(null);
    dispatch(action);
  }

  function fieldProps(name: PriceFieldName) {
    const field = state.fields[name];
    const shown = shownFieldText(field, livePrice, info.digits);
    return {
      label: FIELD_LABELS[name],
      on: field.on,
      shown,
      onToggle: (on: boolean) => changeFields(ticketActions.fieldToggled({ field: name, on })),
      onType: (raw: string) => changeFields(ticketActions.fieldTyped({ field: name, raw })),
      onBlur: () => dispatch(ticketActions.fieldBlurred(name)),
      onStep: (direction: 1 | -1) =>
        changeFields(ticketActions.fieldStepped({ field: name, direction, shown })),
    };
  }

  return (
    <Card as="form" aria-label={info.symbol} noValidate onSubmit={onSubmit}>
      <TicketHeader info={info} />
      <SideTabs
        side={state.side}
        ask={quote?.ask ?? null}
        bid={quote?.bid ?? null}
        digits={info.digits}
        stale={live.pricesStale}
        onChange={(side) => changeFields(ticketActions.sideChosen(side))}
      />
      <AmountField
        text={state.amountText}
        bounds={bounds}
        problem={amountProblem}
        onType={(raw) => dispatch(ticketActions.amountTyped({ raw, bounds }))}
        onBlur={() => dispatch(ticketActions.amountBlurred(bounds))}
        onStep={(direction) => dispatch(ticketActions.amountStepped({ direction, bounds }))}
        onSlide={(lots) => dispatch(ticketActions.amountSlid(lots))}
      />
      {PRICE_FIELDS.map((name) => (
        <PriceField key={name} {...fieldProps(name)} />
      ))}
      <OrderKindFields
        symbol={info.symbol}
        digits={info.digits}
        pending={state.fields.marketLimit.on}
        kinds={kinds}
        onChange={(next) => {
          setFieldProblem(null);
          setKinds((current) => ({ ...current, ...next }));
        }}
      />
      {fieldProblem && <ProblemText role="alert">{fieldProblem}</ProblemText>}
      <MarginPanel symbol={info.symbol} amount={parseAmount(state.amountText) ?? 0} />
      <MinimumDepositNotice />
      <SubmitButton
        side={state.side}
        isOpen={isOpen}
        openingTime={openingTime}
        busy={busy}
        blockedReason={live.ordersBlocked ? tr.live.ordersBlocked : null}
      />
      <OrderConfirm
        info={info}
        payload={pending}
        livePrice={livePrice}
        onConfirm={onConfirm}
        onDismiss={() => setPending(null)}
      />
    </Card>
  );
}
