// The active account's line under the phone header on the trading screens. It sticks below the
// header, so the account and its money stay in sight while the lists scroll.
import { ActiveAccountLine } from '../../accounts';
import { Bar } from './mobile-account-bar.styles';

export function MobileAccountBar() {
  return (
    <Bar data-testid="mobile-account-bar">
      <ActiveAccountLine />
    </Bar>
  );
}
