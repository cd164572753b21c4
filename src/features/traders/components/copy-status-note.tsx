// The customer's own copy of a trader, when following: its state (running, paused, stopped by its
// stop-loss) and its size and value now.
import type { Trader } from '../../../../contract/traders';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney } from '../../../lib/format-number';
import { Muted } from './traders.styles';

export function CopyStatusNote({ trader }: { trader: Trader }) {
  const copy = trader.copy;
  if (!trader.isFollow || !copy) return null;
  return (
    <Muted data-testid={`copy-status-${trader.id}`}>
      <strong>{tr.traders.copyStatus[copy.status]}</strong> ·{' '}
      {tr.traders.copySummary(formatMoney(copy.size), formatMoney(copy.equity))}
    </Muted>
  );
}
