// Withdrawals need approved identity verification (API.md "Money"). The gate asks
// GET /api/users/verification first and, until it says 'verified', shows only the notice that links
// to /verification: no account list and no form a customer could fill in and see refused on send.
import type { ReactNode } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { useGetVerificationQuery } from '../api/money-api';
import { Hint } from './money-form.styles';
import { VerificationNotice } from './verification-notice';

export function VerifiedIdentityGate({ children }: { children: ReactNode }) {
  const { data, isError } = useGetVerificationQuery();
  if (isError && !data) return <Hint role="alert">{tr.money.loadFailed}</Hint>;
  if (!data) return <Hint role="status">{tr.loading.generic}</Hint>;
  if (data.status !== 'verified') return <VerificationNotice status={data.status} />;
  return <>{children}</>;
}
