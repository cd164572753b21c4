// What the withdrawal screens show instead of the form while identity is not verified: why, the
// verification's state and the link to /verification (VerifiedIdentityGate decides when).
import { Link } from 'react-router';
import type { VerificationStatus } from '../../../../contract/wallet';
import { tr } from '../../../i18n/tr-signed-in';
import { Notice } from './money-form.styles';

export function VerificationNotice({ status }: { status: VerificationStatus }) {
  const texts = tr.money.withdrawal;
  return (
    <Notice $tone="warning" role="note" aria-label={texts.verifyTitle}>
      <strong>{texts.verifyTitle}</strong>
      <p>
        {texts.verifyText} ({tr.money.verification[status]})
      </p>
      <Link to="/verification">{texts.verifyLink}</Link>
    </Notice>
  );
}
