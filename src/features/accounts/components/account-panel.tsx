// The account block of the account modal (mobile and desktop): the switcher across the width, a
// line on the practice account's virtual money and, on practice, the reset.
import styled from 'styled-components';
import { column, mutedSmall } from '../../../ui/style-pieces';
import { tr } from '../../../i18n/tr-signed-in';
import { useAccounts } from '../hooks/use-accounts';
import { AccountSwitcher } from './account-switcher';
import { PracticeReset } from './practice-reset';

const Section = styled.section`
  ${column('sm')}
  margin-bottom: ${({ theme }) => theme.spacing.lg};
  padding-bottom: ${({ theme }) => theme.spacing.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Label = styled.h3`
  margin: 0;
  ${mutedSmall}
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Note = styled.p`
  margin: 0;
  ${mutedSmall}
`;

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
