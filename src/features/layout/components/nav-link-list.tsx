// A vertical list of navigation links with icons, the current page highlighted.
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { bareList } from '../../../ui/style-pieces';
import { Icon } from '../../../ui/icon';
import { isActivePath, type NavItem } from '../nav-items';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  ${bareList}
`;

const Entry = styled(Link)<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceHover : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }
  & svg {
    color: ${({ theme, $active }) => ($active ? theme.colors.primary : 'currentColor')};
  }
`;

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
