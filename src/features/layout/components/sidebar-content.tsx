// What the sidebar holds (SPEC.md 2): the logo, under 990 px the user's avatar and name (opens the
// account modal) and the main nav entries, then the app's links, 'Oturumu Kapat' and 'Tema'. Each
// page is listed once: under 990 px the app's links leave out what the main entries already list.
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { Icon } from '../../../ui/icon';
import { ProfileAvatar } from '../../identity';
import { selectIsOperator } from '../../operator';
import { selectProfile, useLogout } from '../../session';
import { offeredEntries, useProducts } from '../../compliance';
import { DRAWER_MAIN_NAV, DRAWER_MORE_NAV, OPERATOR_NAV, SIDEBAR_NAV } from '../nav-items';
import { Logo } from './logo';
import { NavLinkList } from './nav-link-list';
import { SidebarRowButton } from './sidebar-row-button';
import { ThemeSwitch } from './theme-switch';
import { Column, Top, Divider, Bottom } from './sidebar-content.styles';

function UserButton({ onOpenAccount }: { onOpenAccount: () => void }) {
  const profile = useAppSelector(selectProfile);
  const fullName = profile ? `${profile.name} ${profile.surname}` : tr.header.loading;
  return (
    <SidebarRowButton type="button" onClick={onOpenAccount} data-testid="sidebar-user">
      <ProfileAvatar />
      <span>{fullName}</span>
    </SidebarRowButton>
  );
}

interface SidebarContentProps {
  /** Under 990 px the sidebar also carries the user button and the main nav entries. */
  mobile: boolean;
  onOpenAccount: () => void;
}

export function SidebarContent({ mobile, onOpenAccount }: SidebarContentProps) {
  const { logout, isLoading } = useLogout();
  const isOperator = useAppSelector(selectIsOperator);
  const products = useProducts();
  return (
    <Column>
      <Top>
        <Logo />
      </Top>
      {mobile && (
        <>
          <UserButton onOpenAccount={onOpenAccount} />
          <NavLinkList items={offeredEntries(DRAWER_MAIN_NAV, products)} label={tr.layout.mainNav} />
          <Divider />
        </>
      )}
      {isOperator && <NavLinkList items={OPERATOR_NAV} label={tr.operator.navLink} />}
      <NavLinkList
        items={offeredEntries(mobile ? DRAWER_MORE_NAV : SIDEBAR_NAV, products)}
        label={tr.layout.sidebar}
      />
      <Bottom>
        <Divider />
        <SidebarRowButton
          type="button"
          onClick={() => void logout()}
          disabled={isLoading}
          aria-busy={isLoading || undefined}
        >
          <Icon name="logout" sizePx={20} />
          <span>{tr.nav.logout}</span>
        </SidebarRowButton>
        <ThemeSwitch />
      </Bottom>
    </Column>
  );
}
