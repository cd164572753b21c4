// The dashboard's quick-action card (SPEC.md 2): a Kimlik Dogrulama button (to /Verification, the
// spelling the spec gives) and six tiles, the first two highlighted as primary.
import { Link } from 'react-router';
import styled from 'styled-components';
import { bareList, column } from '../../ui/style-pieces';
import { tr } from '../../i18n/tr-signed-in';
import { Icon, type IconName } from '../../ui/icon';
import { offeredEntries, useProducts } from '../compliance';

interface QuickAction {
  to: string;
  label: string;
  icon: IconName;
  primary?: boolean;
}

export const QUICK_ACTIONS: readonly QuickAction[] = [
  { to: '/deposit', label: tr.quickActions.deposit, icon: 'deposit', primary: true },
  { to: '/robots', label: tr.quickActions.robots, icon: 'robots', primary: true },
  { to: '/wallet', label: tr.quickActions.wallet, icon: 'wallet' },
  { to: '/transactions', label: tr.quickActions.transactions, icon: 'transactions' },
  { to: '/trade', label: tr.quickActions.markets, icon: 'markets' },
  { to: '/traders', label: tr.quickActions.traders, icon: 'traders' },
];

export const VERIFICATION_LINK = '/Verification';

const Card = styled.section`
  ${column('lg')}
  height: 100%;
  padding: ${({ theme }) => theme.spacing.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Verify = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px dashed ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  ${bareList}
`;

const Tile = styled(Link)<{ $primary: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: 76px;
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $primary }) => ($primary ? theme.colors.primaryFill : theme.colors.surfaceRaised)};
  color: ${({ theme, $primary }) => ($primary ? theme.colors.primaryText : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: center;
  line-height: 1.2;
  /* At 800 px a tile is ~70 px wide: long Turkish labels break inside the tile instead of
     running into the next one (issue 14, item 17). */
  min-width: 0;
  overflow-wrap: anywhere;
  hyphens: auto;
  &:hover {
    background: ${({ theme, $primary }) => ($primary ? theme.colors.primaryHover : theme.colors.surfaceHover)};
  }
`;

export function QuickActionsCard() {
  const products = useProducts();
  return (
    <Card aria-label={tr.layout.quickActions}>
      <Verify to={VERIFICATION_LINK}>
        <Icon name="verification" sizePx={20} />
        {tr.quickActions.verification}
      </Verify>
      <Tiles>
        {offeredEntries(QUICK_ACTIONS, products).map((action) => (
          <li key={action.to}>
            <Tile
              to={action.to}
              $primary={Boolean(action.primary)}
              data-primary={action.primary ? 'true' : undefined}
            >
              <Icon name={action.icon} sizePx={22} />
              <span>{action.label}</span>
            </Tile>
          </li>
        ))}
      </Tiles>
    </Card>
  );
}
