// Shows its children only while the real account is active; on practice, the real-only notice.
import type { ReactNode } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { useAccounts } from '../../accounts';
import { Hint } from './money-form.styles';
import { RealOnlyNotice } from './real-only-notice';

export function RealAccountGate({ children }: { children: ReactNode }) {
  const { activeKind, isError } = useAccounts();
  if (isError) return <Hint role="alert">{tr.accounts.loadFailed}</Hint>;
  if (activeKind === null) return <Hint role="status">{tr.loading.generic}</Hint>;
  if (activeKind !== 'real') return <RealOnlyNotice />;
  return <>{children}</>;
}
