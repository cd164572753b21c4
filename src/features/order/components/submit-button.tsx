// The ticket's send button: 'Al' or 'Sat' while the market is open; grey, disabled and labelled
// 'Piyasa Kapalı' with the next opening time when it is closed (SPEC.md section 2); disabled with
// a Turkish reason while the live connection is down, since the price it would act on is not live.
import type { OrderSide } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { Button } from '../../../ui/button';
import { ClosedNote, FieldGroup } from './order-ticket.styles';

export interface SubmitButtonProps {
  side: OrderSide;
  isOpen: boolean;
  openingTime: string | null;
  busy: boolean;
  /** Why orders cannot be sent now (the connection is down), or null. */
  blockedReason?: string | null;
}

export function SubmitButton({ side, isOpen, openingTime, busy, blockedReason = null }: SubmitButtonProps) {
  if (!isOpen) {
    return (
      <FieldGroup>
        <Button type="submit" variant="secondary" size="lg" fullWidth disabled>
          {tr.order.marketClosed}
        </Button>
        {openingTime && <ClosedNote>{tr.order.opensAt(formatDateTime(openingTime))}</ClosedNote>}
      </FieldGroup>
    );
  }
  const label = side === 'Buy' ? tr.market.buy : tr.market.sell;
  if (blockedReason) {
    return (
      <FieldGroup>
        <Button
          type="submit"
          variant="secondary"
          size="lg"
          fullWidth
          disabled
          aria-describedby="ticket-blocked"
        >
          {label}
        </Button>
        <ClosedNote id="ticket-blocked" role="status">
          {blockedReason}
        </ClosedNote>
      </FieldGroup>
    );
  }
  return (
    <Button type="submit" variant={side === 'Buy' ? 'positive' : 'negative'} size="lg" fullWidth busy={busy}>
      {label}
    </Button>
  );
}
