// Every navigation list of the layout, with its Turkish label from the catalogue (SPEC.md 2).
import type { IconName } from '../../ui/icon';
import { tr } from '../../i18n/tr-signed-in';
import { OPERATOR_HOME } from '../operator';

export interface NavItem {
  to: string;
  label: string;
  icon: IconName;
}

/** The bottom nav on mobile; also listed in the sidebar drawer under 990 px. */
export const MAIN_NAV: readonly NavItem[] = [
  { to: '/', label: tr.nav.dashboardMobile, icon: 'home' },
  { to: '/trade', label: tr.nav.markets, icon: 'markets' },
  { to: '/transactions', label: tr.nav.transactions, icon: 'transactions' },
  { to: '/wallet', label: tr.nav.account, icon: 'wallet' },
];

/** The back office's link, shown to operators alone (above the sidebar's links). */
export const OPERATOR_NAV: readonly NavItem[] = [
  { to: OPERATOR_HOME, label: tr.operator.navLink, icon: 'shield' },
];

/** The sidebar's links. '/' reads Panel on desktop (SPEC.md: Anasayfa on mobile, Panel on desktop). */
export const SIDEBAR_NAV: readonly NavItem[] = [
  { to: '/', label: tr.nav.dashboardDesktop, icon: 'dashboard' },
  { to: '/trade', label: tr.nav.markets, icon: 'markets' },
  { to: '/transactions', label: tr.nav.transactions, icon: 'transactions' },
  { to: '/traders', label: tr.nav.traders, icon: 'traders' },
  { to: '/robots', label: tr.nav.robots, icon: 'robots' },
  { to: '/wallet', label: tr.nav.wallet, icon: 'wallet' },
  { to: '/information', label: tr.nav.information, icon: 'info' },
  { to: '/verification', label: tr.nav.verification, icon: 'verification' },
  { to: '/deposit', label: tr.nav.deposit, icon: 'deposit' },
  { to: '/withdrawal', label: tr.nav.withdrawal, icon: 'withdrawal' },
  { to: '/Finance', label: tr.shell.pages.finance, icon: 'finance' },
  { to: '/alerts', label: tr.alerts.title, icon: 'bell' },
  { to: '/Settings', label: tr.shell.pages.settings, icon: 'settings' },
];

const samePath = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const inMainNav = (item: NavItem) => MAIN_NAV.some((main) => samePath(main.to, item.to));

/**
 * The drawer's first group under 990 px: the main nav entries (SPEC.md 2), each path once. Where
 * the sidebar names the same page it keeps the sidebar's spelling, so the drawer shows one
 * 'Hesabım' and not 'Hesabim' beside it (issue 22, item 9); '/' stays 'Anasayfa' on a phone.
 */
export const DRAWER_MAIN_NAV: readonly NavItem[] = MAIN_NAV.map((item) => {
  const named = item.to === '/' ? undefined : SIDEBAR_NAV.find((link) => samePath(link.to, item.to));
  return named ? { ...item, label: named.label } : item;
});

/** The drawer's other links under 990 px: the sidebar's, less the pages the first group lists. */
export const DRAWER_MORE_NAV: readonly NavItem[] = SIDEBAR_NAV.filter((item) => !inMainNav(item));

/** The sidebar's links to these paths, in this order, with the sidebar's labels and icons. */
const sidebarLinksTo = (paths: readonly string[]): NavItem[] =>
  paths.flatMap((path) => SIDEBAR_NAV.filter((item) => item.to === path));

/** The 'Menü' panel (account modal), in the order SPEC.md lists it; 'Çıkış Yap' follows. */
export const ACCOUNT_MENU: readonly NavItem[] = sidebarLinksTo([
  '/wallet',
  '/information',
  '/verification',
  '/deposit',
  '/withdrawal',
  '/traders',
  '/robots',
]);

/** Whether a nav entry is the current page; '/' matches only itself. Routes are case-insensitive. */
export function isActivePath(itemPath: string, pathname: string): boolean {
  const current = pathname.toLowerCase();
  const item = itemPath.toLowerCase();
  if (item === '/') return current === '/';
  return current === item || current.startsWith(`${item}/`);
}
