// One of the customer's two accounts on /wallet: its kind, whether it is active, its balance,
// credit, free margin and the part held by pending withdrawals. The active account's figures are
// the live ones (socket); the other's come from GET /api/users/accounts.
import type { AccountSummary } from '../../../../contract/entities';
import type { TradingAccount } from '../../../../contract/wallet';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney } from '../../../lib/format-number';
import { Button } from '../../../ui/button';
import { PracticeReset, useSwitchAccount } from '../../accounts';
import { Card, ActiveMark, Figures } from './account-card.styles';

const money = (value: number) => `${formatMoney(value)} ${tr.app.currency}`;

export interface AccountCardProps {
  account: TradingAccount;
  /** The live figures, for the active account only. */
  live: AccountSummary | null;
}

export function AccountCard({ account, live }: AccountCardProps) {
  const texts = tr.wallet;
  const [switchTo, switching] = useSwitchAccount();
  const name = tr.accounts.kinds[account.kind];
  const figures = account.active && live ? live : account;
  return (
    <Card $active={account.active} aria-label={name} data-testid={`account-${account.kind}`}>
      <header>
        <h3>{name}</h3>
        {account.active && <ActiveMark>{texts.active}</ActiveMark>}
      </header>
      <Figures>
        <dt>{texts.balance}</dt>
        <dd data-testid={`account-${account.kind}-balance`}>{money(figures.balance)}</dd>
        <dt>{texts.credit}</dt>
        <dd>{money(figures.credit)}</dd>
        <dt>{texts.marginFree}</dt>
        <dd>{money(figures.marginFree)}</dd>
        {account.kind === 'real' && (
          <>
            <dt>{texts.held}</dt>
            <dd data-testid="account-real-held">{money(account.held)}</dd>
          </>
        )}
      </Figures>
      {!account.active && (
        <Button size="sm" busy={switching} onClick={() => void switchTo(account)}>
          {tr.accounts.switchTo[account.kind]}
        </Button>
      )}
      {account.kind === 'practice' && account.active && <PracticeReset />}
    </Card>
  );
}
