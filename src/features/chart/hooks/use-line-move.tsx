// A moved line becomes its call (drag-lines.ts changeOf) and is sent under the ticket's rules: at
// once with one-click trading on, otherwise after a confirmation naming the line and its old and
// new price. A refusal is the server's Turkish message; the line stays where the server keeps it.
import { useState, type ReactNode } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { formatPrice } from '../../../lib/format-number';
import { useMutationOutcome } from '../../../lib/use-mutation-outcome';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useMoveAlertMutation } from '../../alerts';
import { selectQuote } from '../../market';
import { useMoveWaitingOrderMutation, useUpdateStopTakeMutation } from '../../positions';
import { selectOneClickTrading } from '../../settings';
import { changeOf, type DragLine, type LineChange } from '../drag-lines';

interface PendingMove {
  line: DragLine;
  price: number;
  change: LineChange;
}

export function useLineMove(symbol: string, digits: number) {
  const oneClick = useAppSelector(selectOneClickTrading);
  const quote = useAppSelector(selectQuote(symbol));
  const [updateStops] = useUpdateStopTakeMutation();
  const [moveWaiting] = useMoveWaitingOrderMutation();
  const [moveAlert] = useMoveAlertMutation();
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [send, busy] = useMutationOutcome(
    (change: LineChange) => {
      if (change.call === 'alert') return moveAlert(change);
      if (change.call === 'waiting') return moveWaiting(change);
      return updateStops(change);
    },
    {
      success: (change) => (change.call === 'alert' ? tr.chart.alertMoved : tr.chart.moved),
      refusedAs: 'warning',
      failedDefault: tr.positions.exceptionDefault,
    },
  );

  /** A line let go at `price` (already on the symbol's grid). */
  function request(line: DragLine, price: number): void {
    if (price === line.price) return;
    const watched = line.alert ? (line.alert.side === 'bid' ? quote?.bid : quote?.ask) : undefined;
    const change = changeOf(line, price, watched ?? null);
    if (oneClick) void send(change);
    else setPending({ line, price, change });
  }

  const dialog: ReactNode = pending && (
    <ConfirmDialog
      open
      title={tr.chart.moveTitle}
      rows={[
        { label: tr.confirm.what, value: pending.line.what },
        { label: tr.chart.oldPrice, value: formatPrice(pending.line.price, digits) },
        { label: tr.chart.newPrice, value: formatPrice(pending.price, digits) },
      ]}
      onConfirm={() => {
        setPending(null);
        void send(pending.change);
      }}
      onDismiss={() => setPending(null)}
    />
  );
  return { request, dialog, busy };
}
