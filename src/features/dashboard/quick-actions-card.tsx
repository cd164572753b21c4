// The dashboard's quick-action card (SPEC.md 2): a Kimlik Dogrulama button (to /Verification, the
// spelling the spec gives) and six tiles, the first two highlighted as primary.
import { tr } from '../../i18n/tr-signed-in';
import { Icon, type IconName } from '../../ui/icon';
import { offeredEntries, useProducts } from '../compliance';
import { Card, Verify, Tiles, Tile } from './quick-actions-card.styles';

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
