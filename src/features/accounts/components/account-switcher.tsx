// 'Demo Hesap' / 'Gerçek Hesap': which account is active, and a switch to the other one
// (PUT /api/users/accounts/active). The desktop header shows it compact ('Demo' / 'Gerçek' under
// 1440 px, where the seven figures need the room; the accessible names stay whole); the account
// modal shows it full width. The pressed button is the active account; pressing the other one
// switches.
import type { AccountKind, TradingAccount } from '../../../../contract/wallet';
import { tr } from '../../../i18n/tr-signed-in';
import { useSwitchAccount } from '../hooks/use-account-actions';
import { useAccounts } from '../hooks/use-accounts';
import { Choice, Group, Long, Note, Short } from './account-switcher.styles';

const KIND_ORDER: readonly AccountKind[] = ['practice', 'real'];

export interface AccountSwitcherProps {
  /** Stretches the two choices across the container and names them in full (account modal). */
  fullWidth?: boolean;
}

export function AccountSwitcher({ fullWidth = false }: AccountSwitcherProps) {
  const accounts = useAccounts();
  const [switchTo, switching] = useSwitchAccount();
  // A header that cannot load the accounts shows no switcher rather than a standing alert; the
  // account modal says why (AccountPanel).
  if (accounts.isError) return null;
  if (!accounts.active) return <Note role="status">{tr.loading.generic}</Note>;

  const byKind: Record<AccountKind, TradingAccount | null> = {
    real: accounts.real,
    practice: accounts.practice,
  };
  return (
    <Group
      role="group"
      aria-label={tr.accounts.label}
      aria-busy={switching || undefined}
      $fullWidth={fullWidth}
    >
      {KIND_ORDER.map((kind) => {
        const account = byKind[kind];
        if (!account) return null;
        const active = account.active;
        return (
          <Choice
            key={kind}
            type="button"
            $kind={kind}
            aria-pressed={active}
            aria-label={tr.accounts.kinds[kind]}
            disabled={switching}
            onClick={() => {
              if (!active) void switchTo(account);
            }}
          >
            {fullWidth ? (
              tr.accounts.kinds[kind]
            ) : (
              <>
                <Long>{tr.accounts.kinds[kind]}</Long>
                <Short aria-hidden="true">{tr.accounts.shortKinds[kind]}</Short>
              </>
            )}
          </Choice>
        );
      })}
    </Group>
  );
}
