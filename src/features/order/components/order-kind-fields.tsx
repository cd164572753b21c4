// The ticket's order kinds (issue 20): with a Market Limit on, the kind of the waiting order
// (automatic by the side of the market, limit, stop or stop-limit), a stop-limit's limit price, how
// long it stays (good till cancelled or until a chosen time) and an OCO partner among the waiting
// orders of this symbol; for any order, a trailing stop with its distance.
import { useId } from 'react';
import type { Order } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { formatPrice } from '../../../lib/format-number';
import { FormSelect } from '../../../ui/form-controls';
import { useGetWaitingOrdersInfiniteQuery } from '../../positions';
import { cleanPriceText, type TicketKinds, type TicketPendingKind } from '../ticket-kinds';
import { FieldGroup, FieldLabel, NumberInput } from './order-ticket.styles';

const t = tr.orderKinds;
const KIND_CHOICES: TicketPendingKind[] = ['auto', 'limit', 'stop', 'stopLimit'];
const kindName = (kind: TicketPendingKind) => (kind === 'auto' ? t.auto : t.names[kind]);

export interface OrderKindFieldsProps {
  symbol: string;
  digits: number;
  /** The Market Limit is on: the order will wait, so kind, expiry and OCO apply. */
  pending: boolean;
  kinds: TicketKinds;
  onChange: (next: Partial<TicketKinds>) => void;
}

/** This symbol's waiting orders not yet paired, for the OCO choice. */
function usePairableOrders(symbol: string, pending: boolean): Order[] {
  const { data } = useGetWaitingOrdersInfiniteQuery(undefined, { skip: !pending });
  return (data?.pages ?? [])
    .flatMap((page) => page.orders)
    .filter((order) => order.symbol === symbol && !order.ocoWith);
}

export function OrderKindFields({ symbol, digits, pending, kinds, onChange }: OrderKindFieldsProps) {
  const ids = {
    kind: useId(),
    limit: useId(),
    expiry: useId(),
    until: useId(),
    trail: useId(),
    oco: useId(),
  };
  const pairable = usePairableOrders(symbol, pending);
  return (
    <>
      {pending && (
        <FieldGroup>
          <FieldLabel htmlFor={ids.kind}>{t.kind}</FieldLabel>
          <FormSelect
            id={ids.kind}
            value={kinds.pendingKind}
            onChange={(event) => onChange({ pendingKind: event.target.value as TicketPendingKind })}
          >
            {KIND_CHOICES.map((kind) => (
              <option key={kind} value={kind}>
                {kindName(kind)}
              </option>
            ))}
          </FormSelect>
        </FieldGroup>
      )}
      {pending && kinds.pendingKind === 'stopLimit' && (
        <FieldGroup>
          <FieldLabel htmlFor={ids.limit}>{t.limitPrice}</FieldLabel>
          <NumberInput
            id={ids.limit}
            inputMode="decimal"
            autoComplete="off"
            value={kinds.limitPriceText}
            onChange={(event) => onChange({ limitPriceText: cleanPriceText(event.target.value) })}
          />
        </FieldGroup>
      )}
      {pending && (
        <FieldGroup>
          <FieldLabel htmlFor={ids.expiry}>{t.expiry}</FieldLabel>
          <FormSelect
            id={ids.expiry}
            value={kinds.expiry}
            onChange={(event) => onChange({ expiry: event.target.value === 'until' ? 'until' : 'gtc' })}
          >
            <option value="gtc">{t.gtc}</option>
            <option value="until">{t.until}</option>
          </FormSelect>
          {kinds.expiry === 'until' && (
            <>
              <FieldLabel htmlFor={ids.until}>{t.expiresAt}</FieldLabel>
              <NumberInput
                id={ids.until}
                type="datetime-local"
                value={kinds.expiresAtText}
                onChange={(event) => onChange({ expiresAtText: event.target.value })}
              />
            </>
          )}
        </FieldGroup>
      )}
      {pending && pairable.length > 0 && (
        <FieldGroup>
          <FieldLabel htmlFor={ids.oco}>{t.oco}</FieldLabel>
          <FormSelect
            id={ids.oco}
            value={kinds.ocoWith}
            title={t.ocoHint}
            onChange={(event) => onChange({ ocoWith: event.target.value })}
          >
            <option value="">{t.ocoNone}</option>
            {pairable.map((order) => (
              <option key={order.id} value={order.id}>
                {t.ocoOption(
                  order.id,
                  `${tr.positions.sides[order.type]} ${order.pendingKind ? t.names[order.pendingKind] : ''}`.trim(),
                  formatPrice(order.marketLimit ?? order.price, digits),
                )}
              </option>
            ))}
          </FormSelect>
        </FieldGroup>
      )}
      <FieldGroup>
        <FieldLabel>
          <input
            type="checkbox"
            checked={kinds.trailingOn}
            onChange={(event) => onChange({ trailingOn: event.target.checked })}
          />
          {t.trailing}
        </FieldLabel>
        {kinds.trailingOn && (
          <NumberInput
            id={ids.trail}
            aria-label={t.trailingDistance}
            inputMode="decimal"
            autoComplete="off"
            value={kinds.trailingText}
            onChange={(event) => onChange({ trailingText: cleanPriceText(event.target.value) })}
          />
        )}
      </FieldGroup>
    </>
  );
}
