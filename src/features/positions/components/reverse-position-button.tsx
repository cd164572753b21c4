// Ters Çevir on /position/:id (issue 20, item 3): closes the position and opens the opposite side
// with the same lots in one server decision (POST /api/orders/reverse). The confirmation follows
// the one-click setting like Kapat; the new position starts without stop loss or take profit.
import type { Order } from '../../../../contract/entities';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { formatLotAmount, formatMoney, formatPrice } from '../../../lib/format-number';
import { useMutationOutcome } from '../../../lib/use-mutation-outcome';
import { useReversePositionMutation } from '../api/positions-api';
import { selectLivePosition } from '../../../socket/live-positions-slice';
import { ConfirmedActionButton } from './confirmed-action-button';
import { Card, Note } from './detail.styles';

const texts = tr.positions.reverse;

export function ReversePositionButton({ order, onDone }: { order: Order; onDone: () => void }) {
  const live = useAppSelector((state) => selectLivePosition(state, order.id));
  const [reverse] = useReversePositionMutation();
  const [send, busy] = useMutationOutcome((id: string) => reverse({ id }), {
    success: texts.done,
    failedDefault: tr.positions.exceptionDefault,
  });
  const other = order.type === 'Buy' ? 'Sell' : 'Buy';
  return (
    <Card aria-label={texts.title}>
      <Note>{texts.hint}</Note>
      <ConfirmedActionButton
        label={texts.open}
        variant="primary"
        busy={busy}
        title={texts.title}
        rows={() => [
          {
            label: tr.confirm.what,
            value: texts.what(order.symbol, tr.positions.sides[order.type], tr.positions.sides[other]),
          },
          { label: tr.confirm.amount, value: tr.confirm.lots(formatLotAmount(order.amount)) },
          {
            label: tr.confirm.price,
            value: tr.confirm.marketPrice(formatPrice(live?.lastPrice ?? order.lastPrice)),
          },
          { label: tr.confirm.profit, value: formatMoney(live?.profit ?? order.profit) },
        ]}
        onAct={() =>
          void send(order.id).then((outcome) => {
            if (outcome?.kind === 'done') onDone();
          })
        }
      />
    </Card>
  );
}
