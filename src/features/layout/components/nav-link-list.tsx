// A vertical list of navigation links with icons, the current page highlighted.
import { useLocation } from 'react-router';
import { Icon } from '../../../ui/icon';
import { isActivePath, type NavItem } from '../nav-items';
import { List, Entry } from './nav-link-list.styles';

export function NavLinkList({ items, label }: { items: readonly NavItem[]; label: string }) {
  const { pathname } = useLocation();
  return (
    <List aria-label={label}>
      {items.map((item) => {
        const active = isActivePath(item.to, pathname);
        return (
          <li key={`${item.to}-${item.label}`}>
            <Entry to={item.to} $active={active} aria-current={active ? 'page' : undefined}>
              <Icon name={item.icon} sizePx={20} />
              <span>{item.label}</span>
            </Entry>
          </li>
        );
      })}
    </List>
  );
}
