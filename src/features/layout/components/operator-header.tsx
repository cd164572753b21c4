// The header over the back office (/operator): the menu toggle while the sidebar is a drawer, the
// logo, what this is, and the account button. An operator decides on customers' money there, so
// the operator's own trading figures, account switcher and bell (the trading headers) stay away.
import { tr } from '../../../i18n/tr-signed-in';
import { type HeaderMenuProps } from './header-bar';
import { IconButton } from './icon-button';
import { Logo } from './logo';
import { MenuToggle } from './menu-toggle';
import { Bar, Title } from './operator-header.styles';

interface OperatorHeaderProps extends HeaderMenuProps {
  showMenuToggle: boolean;
}

export function OperatorHeader({ showMenuToggle, ...menu }: OperatorHeaderProps) {
  return (
    <Bar data-testid="operator-header">
      {showMenuToggle && <MenuToggle open={menu.menuOpen} onToggle={menu.onToggleMenu} />}
      <Logo compact />
      <Title>{tr.operator.title}</Title>
      <IconButton icon="user" label={tr.layout.account} onClick={menu.onOpenAccount} />
    </Bar>
  );
}
