// The header from 990 px: menu toggle (while the sidebar is a drawer), logo, the seven account
// figures, the active account's switcher ('Demo Hesap' / 'Gerçek Hesap'), the notifications bell
// and the account button that opens the 'Menü' panel.
import { useTheme } from 'styled-components';
import { tr } from '../../../i18n/tr-signed-in';
import { useMediaWidth } from '../../../lib/use-media-width';
import { AccountSwitcher } from '../../accounts';
import { NotificationsButton } from '../../notifications';
import { AccountFigures } from './account-figures';
import { roomyHeaderMinPx } from './header-room';
import { ConnectionStatus } from './connection-status';
import { type HeaderMenuProps } from './header-bar';
import { IconButton } from './icon-button';
import { Logo } from './logo';
import { MenuToggle } from './menu-toggle';
import { Bar, Figures } from './desktop-header.styles';

interface DesktopHeaderProps extends HeaderMenuProps {
  showMenuToggle: boolean;
  onOpenNotifications: () => void;
}

export function DesktopHeader({ showMenuToggle, onOpenNotifications, ...menu }: DesktopHeaderProps) {
  // Under lg (1280 px at scale 1) the seven figures need the room the product name takes: the mark
  // stays.
  const { scale } = useTheme();
  const roomy = useMediaWidth() >= roomyHeaderMinPx(scale);
  return (
    <Bar data-testid="desktop-header">
      {showMenuToggle && <MenuToggle open={menu.menuOpen} onToggle={menu.onToggleMenu} />}
      <Logo compact={!roomy} />
      <Figures>
        <AccountFigures />
      </Figures>
      <ConnectionStatus />
      <AccountSwitcher />
      <NotificationsButton onClick={onOpenNotifications} />
      <IconButton icon="user" label={tr.layout.account} onClick={menu.onOpenAccount} />
    </Bar>
  );
}
