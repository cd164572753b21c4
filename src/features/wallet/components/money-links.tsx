// /wallet's 'deposit' slot: the ways to move money, as large links.
import { Link } from 'react-router';
import styled from 'styled-components';
import { raisedBox } from '../../../ui/style-pieces';
import { tr } from '../../../i18n/tr-signed-in';
import { Icon, type IconName } from '../../../ui/icon';
import { Widget } from '../../../ui/widget';

const LINKS: readonly { to: string; label: string; icon: IconName }[] = [
  { to: '/deposit', label: tr.nav.deposit, icon: 'deposit' },
  { to: '/withdrawal', label: tr.nav.withdrawal, icon: 'withdrawal' },
  { to: '/transactions', label: tr.nav.transactions, icon: 'transactions' },
  { to: '/actions', label: tr.actions.title, icon: 'dashboard' },
];

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Tile = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  ${raisedBox}
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

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
