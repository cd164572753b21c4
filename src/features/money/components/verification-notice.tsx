// Withdrawals need approved identity verification (API.md "Money"). While GET /api/users/verification
// says anything but 'verified', the withdrawal screens say so and link to /verification; the server
// refuses the withdrawal anyway (403), so this only saves the customer a wasted attempt.
import { Link } from 'react-router';
import { tr } from '../../../i18n/tr-signed-in';
import { useGetVerificationQuery } from '../api/money-api';
import { Notice } from './money-form.styles';

export function VerificationNotice() {
  const { data } = useGetVerificationQuery();
  if (!data || data.status === 'verified') return null;
  const texts = tr.money.withdrawal;
  return (
    <Notice $tone="warning" role="note" aria-label={texts.verifyTitle}>
      <strong>{texts.verifyTitle}</strong>
      <p>
        {texts.verifyText} ({tr.money.verification[data.status]})
      </p>
      <Link to="/verification">{texts.verifyLink}</Link>
    </Notice>
  );
}
