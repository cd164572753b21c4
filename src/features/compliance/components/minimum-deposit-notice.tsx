// What the real account still needs before a new position (the minimum initial deposit of SPK
// communiqué III-37.1): the line in lira and in dollars at the server's rate, and how much is
// missing, with the way to the deposit page. Shown on the wallet and the order ticket; nothing
// while the account may open positions, on practice, or when the server applies no minimum.
import { Link } from 'react-router';
import type { MinimumDepositStatus } from '../../../../contract/trading-terms';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney } from '../../../lib/format-number';
import { useGetMinimumDepositQuery } from '../api/minimum-deposit-api';
import { Note } from './minimum-deposit-notice.styles';

/** The sentence for a blocked account, in the catalogue's words. */
export function minimumDepositText(status: MinimumDepositStatus): string {
  const say =
    status.reason === 'after-withdrawal' ? tr.minimumDeposit.afterWithdrawal : tr.minimumDeposit.firstDeposit;
  return say(formatMoney(status.minimumTry), formatMoney(status.minimumUsd), formatMoney(status.missingUsd));
}

export function MinimumDepositNotice() {
  // Asked again each time a wallet or a ticket opens: a deposit or a withdrawal may have moved it.
  const { data } = useGetMinimumDepositQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!data || !data.blocked) return null;
  return (
    <Note role="note" aria-label={tr.minimumDeposit.label} data-testid="minimum-deposit-notice">
      <p>{minimumDepositText(data)}</p>
      <Link to="/deposit">{tr.minimumDeposit.depositLink}</Link>
    </Note>
  );
}
