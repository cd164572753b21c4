// The signed-in shell around every page (SPEC.md 2, Layout): under 990 px a mobile header, the
// promotional banner on the dashboard and the bottom nav; from 990 px the desktop header with the
// seven account figures. On a phone's trading screens the active account's line (kind, balance,
// equity) sits under the header. The sidebar is a swipeable drawer under 1920 px and persistent
// from 1920. It loads the profile, so the header leaves 'Veriler yükleniyor...' once it arrives.
// The back office (/operator) has its own plain header: no trading figures, switcher or bell of the
// operator. Above every page, the risk warning strip; the onboarding dialog opens when a
// real-account order needs it.
// Swiper (banner) and moment (notifications) are split off with React.lazy: this chunk stays lean.
import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { tr } from '../../i18n/tr-signed-in';
import { SIDEBAR_WIDTH_PX } from '../../lib/breakpoints';
import { useIsMobileLayout, useIsPersistentSidebar } from '../../lib/use-media-width';
import { ComplianceOnboarding } from '../compliance';
import { RiskWarningStrip } from '../disclosures';
import { selectSessionToken, useGetProfileQuery } from '../session';
import { Column, Main, Shell } from './app-layout.styles';
import { AccountMenuModal } from './components/account-menu-modal';
import { BottomNav } from './components/bottom-nav';
import { DesktopHeader } from './components/desktop-header';
import { MobileAccountBar } from './components/mobile-account-bar';
import { MobileHeader } from './components/mobile-header';
import { OperatorHeader } from './components/operator-header';
import { PersistentSidebar } from './components/persistent-sidebar';
import { SidebarContent } from './components/sidebar-content';
import { SwipeableDrawer } from './components/swipeable-drawer';
import { useRouteBoundToggle } from './hooks/use-route-bound-toggle';
import { isDashboardPath, isOperatorPath } from './route-title';
import { isTradingPath } from './trading-paths';

const PromoBanner = lazy(() => import('./components/promo-banner'));
// The panel of the desktop bell; on phones the bell opens the /notifications page instead.
const NotificationsPanel = lazy(() =>
  import('../notifications').then((entry) => ({ default: entry.NotificationsPanel })),
);

export function AppLayout() {
  const token = useAppSelector(selectSessionToken);
  useGetProfileQuery(undefined, { skip: !token });
  const mobile = useIsMobileLayout();
  const persistent = useIsPersistentSidebar();
  const { pathname } = useLocation();
  const drawer = useRouteBoundToggle();
  const account = useRouteBoundToggle();
  const notifications = useRouteBoundToggle();
  const navigate = useNavigate();

  const sidebar = <SidebarContent mobile={mobile} onOpenAccount={account.show} />;
  return (
    <Shell>
      {persistent ? (
        <PersistentSidebar label={tr.layout.sidebar}>{sidebar}</PersistentSidebar>
      ) : (
        <SwipeableDrawer
          open={drawer.open}
          widthPx={SIDEBAR_WIDTH_PX}
          label={tr.layout.sidebar}
          onOpen={drawer.show}
          onClose={drawer.hide}
        >
          {sidebar}
        </SwipeableDrawer>
      )}
      <Column $sidebarPx={persistent ? SIDEBAR_WIDTH_PX : 0} $bottomNav={mobile}>
        {isOperatorPath(pathname) ? (
          <OperatorHeader
            showMenuToggle={!persistent}
            menuOpen={drawer.open}
            onToggleMenu={drawer.toggle}
            onOpenAccount={account.show}
          />
        ) : mobile ? (
          <MobileHeader
            menuOpen={drawer.open}
            onToggleMenu={drawer.toggle}
            onOpenAccount={account.show}
            onOpenNotifications={() => navigate('/notifications')}
          />
        ) : (
          <DesktopHeader
            showMenuToggle={!persistent}
            menuOpen={drawer.open}
            onToggleMenu={drawer.toggle}
            onOpenAccount={account.show}
            onOpenNotifications={notifications.show}
          />
        )}
        {mobile && isTradingPath(pathname) && <MobileAccountBar />}
        {mobile && isDashboardPath(pathname) && (
          <Suspense fallback={null}>
            <PromoBanner />
          </Suspense>
        )}
        <RiskWarningStrip />
        <Main $mobile={mobile}>
          <Outlet />
        </Main>
      </Column>
      {mobile && <BottomNav />}
      <AccountMenuModal open={account.open} onClose={account.hide} />
      <ComplianceOnboarding />
      {notifications.open && (
        <Suspense fallback={null}>
          <NotificationsPanel open onClose={notifications.hide} />
        </Suspense>
      )}
    </Shell>
  );
}
