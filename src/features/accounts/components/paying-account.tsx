// Which account a commitment draws on, said where the customer commits money: the follow dialog
// and the add-robot dialog. A copy and a robot trade the account active when they start, so the
// line names that account and its free margin (the live figure of the session), and says so once
// more on practice, where the money is virtual.
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney } from '../../../lib/format-number';
import { selectMarginFree } from '../../session';
import { useAccounts } from '../hooks/use-accounts';
import { Box } from './paying-account.styles';

export function PayingAccount() {
  const texts = tr.accounts.paying;
  const { active, activeKind, isError } = useAccounts();
  const liveFreeMargin = useAppSelector(selectMarginFree);
  if (isError) return <Box role="alert">{tr.accounts.loadFailed}</Box>;
  if (!activeKind) return <Box role="status">{texts.loading}</Box>;
  const freeMargin = liveFreeMargin ?? active?.marginFree;
  return (
    <Box data-testid="paying-account">
      {texts.account} <strong>{tr.accounts.kinds[activeKind]}</strong>
      {' · '}
      {texts.freeMargin}{' '}
      <strong>{freeMargin === undefined ? texts.freeMarginLoading : `${formatMoney(freeMargin)} USD`}</strong>
      {activeKind === 'practice' && ` · ${texts.practice}`}
    </Box>
  );
}
