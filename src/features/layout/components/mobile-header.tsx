// The header under 990 px. On the dashboard: account button, logo, notifications button. Elsewhere:
// back button, page title (the page's own, such as a trader's name, when it announced one) and
// account button. From 768 px (tablets) the plain variant also has room for three account
// figures; under 768 it switches to the title alone.
import { useLocation, useNavigate } from 'react-router';
import { tr } from '../../../i18n/tr-signed-in';
import { useIsNarrowHeader } from '../../../lib/use-media-width';
import { usePageTitleOverride } from '../../../ui/page-title';
import { NotificationsButton } from '../../notifications';
import { ConnectionStatus } from './connection-status';
import { isDashboardPath, routeTitle } from '../route-title';
import { AccountFigures, COMPACT_FIGURES } from './account-figures';
import { type HeaderMenuProps } from './header-bar';
import { IconButton } from './icon-button';
import { Logo } from './logo';
import { MenuToggle } from './menu-toggle';
import { Bar, Title, Centre, Figures } from './mobile-header.styles';

interface MobileHeaderProps extends HeaderMenuProps {
  onOpenNotifications: () => void;
}

export function MobileHeader({ onOpenNotifications, ...menu }: MobileHeaderProps) {
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const narrow = useIsNarrowHeader();
  const pageTitle = usePageTitleOverride();
  const menuToggle = <MenuToggle open={menu.menuOpen} onToggle={menu.onToggleMenu} />;
  const account = <IconButton icon="user" label={tr.layout.account} onClick={menu.onOpenAccount} />;

  if (isDashboardPath(pathname)) {
    return (
      <Bar data-testid="mobile-header" data-variant="dashboard">
        {menuToggle}
        {account}
        <Centre>
          <Logo />
        </Centre>
        <ConnectionStatus compact />
        <NotificationsButton onClick={onOpenNotifications} />
      </Bar>
    );
  }

  // A page opened directly (first history entry) has nothing to go back to: go to the dashboard.
  const goBack = () => (key === 'default' ? navigate('/') : navigate(-1));
  return (
    <Bar data-testid="mobile-header" data-variant={narrow ? 'narrow' : 'tablet'}>
      <IconButton icon="back" label={tr.layout.back} onClick={goBack} />
      <Title>{pageTitle ?? routeTitle(pathname)}</Title>
      {!narrow && (
        <Figures>
          <AccountFigures only={COMPACT_FIGURES} />
        </Figures>
      )}
      <ConnectionStatus compact />
      {menuToggle}
      {account}
    </Bar>
  );
}
