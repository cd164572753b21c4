// /wallet's 'deposit' slot: the ways to move money, as large links.
import { tr } from '../../../i18n/tr-signed-in';
import { Icon, type IconName } from '../../../ui/icon';
import { Widget } from '../../../ui/widget';
import { Grid, Tile } from './money-links.styles';

const LINKS: readonly { to: string; label: string; icon: IconName }[] = [
  { to: '/deposit', label: tr.nav.deposit, icon: 'deposit' },
  { to: '/withdrawal', label: tr.nav.withdrawal, icon: 'withdrawal' },
  { to: '/transactions', label: tr.nav.transactions, icon: 'transactions' },
  { to: '/actions', label: tr.actions.title, icon: 'dashboard' },
];

export function MoneyLinks() {
  return (
    <Widget aria-labelledby="wallet-links">
      <h2 id="wallet-links">{tr.wallet.quickTitle}</h2>
      <Grid>
        {LINKS.map((link) => (
          <Tile key={link.to} to={link.to}>
            <Icon name={link.icon} sizePx={20} />
            {link.label}
          </Tile>
        ))}
      </Grid>
    </Widget>
  );
}
