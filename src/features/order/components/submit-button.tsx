// The ticket's send button: 'Al' or 'Sat' while the market is open; grey, disabled and labelled
// 'Piyasa Kapalı' with the next opening time when it is closed (SPEC.md section 2).
import type { OrderSide } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr';
import { formatDateTime } from '../../../lib/format-date';
import { Button } from '../../../ui/button';
import { ClosedNote, FieldGroup } from './order-ticket.styles';

export interface SubmitButtonProps {
  side: OrderSide;
  isOpen: boolean;
  openingTime: string | null;
  busy: boolean;
}

export function SubmitButton({ side, isOpen, openingTime, busy }: SubmitButtonProps) {
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
  return (
    <Button type="submit" variant={side === 'Buy' ? 'positive' : 'negative'} size="lg" fullWidth busy={busy}>
      {side === 'Buy' ? tr.market.buy : tr.market.sell}
    </Button>
  );
}
