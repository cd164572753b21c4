// /wallet's 'profile' slot: the active account and the identity verification state, with the way
// to /verification while it is not verified (withdrawals need it).
import { Link } from 'react-router';
import { tr } from '../../../i18n/tr-signed-in';
import { useAccounts } from '../../accounts';
import { useGetVerificationQuery } from '../../money';
import { Widget } from '../../../ui/widget';
import { Lines } from './account-status.styles';

export function AccountStatus() {
  const { activeKind } = useAccounts();
  const { data } = useGetVerificationQuery();
  return (
    <Widget aria-labelledby="wallet-status">
      <h2 id="wallet-status">{tr.wallet.profileTitle}</h2>
      <Lines>
        <dt>{tr.wallet.accountKind}</dt>
        <dd>{activeKind ? tr.accounts.kinds[activeKind] : '-'}</dd>
        <dt>{tr.wallet.verificationStatus}</dt>
        <dd data-testid="verification-status">{data ? tr.money.verification[data.status] : '-'}</dd>
      </Lines>
      {data && data.status !== 'verified' && <Link to="/verification">{tr.money.withdrawal.verifyLink}</Link>}
    </Widget>
  );
}
