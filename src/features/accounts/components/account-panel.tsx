// The account block of the account modal (mobile and desktop): the switcher across the width, a
// line on the practice account's virtual money and, on practice, the reset.
import { tr } from '../../../i18n/tr-signed-in';
import { useAccounts } from '../hooks/use-accounts';
import { AccountSwitcher } from './account-switcher';
import { PracticeReset } from './practice-reset';
import { Section, Label, Note } from './account-panel.styles';

export function AccountPanel() {
  const { activeKind, isError } = useAccounts();
  return (
    <Section aria-label={tr.accounts.label}>
      <Label>{tr.accounts.label}</Label>
      {isError ? <Note>{tr.accounts.loadFailed}</Note> : <AccountSwitcher fullWidth />}
      {activeKind === 'practice' && (
        <>
          <Note>{tr.accounts.practiceNote}</Note>
          <PracticeReset fullWidth />
        </>
      )}
    </Section>
  );
}
