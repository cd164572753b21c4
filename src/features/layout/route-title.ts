// The title the mobile header shows for a path. Paths are matched case-insensitively because the
// app also answers /Verification and /Withdrawal (SPEC.md 2).
import { tr } from '../../i18n/tr-signed-in';

const TITLES_BY_SEGMENT: Record<string, string> = {
  trade: tr.nav.markets,
  transactions: tr.nav.transactions,
  position: tr.positions.open,
  closed: tr.positions.closedLong,
  traders: tr.nav.traders,
  trader: tr.shell.pages.trader,
  robots: tr.nav.robots,
  wallet: tr.nav.wallet,
  information: tr.nav.information,
  verification: tr.nav.verification,
  deposit: tr.nav.deposit,
  withdrawal: tr.nav.withdrawal,
  finance: tr.shell.pages.finance,
  settings: tr.shell.pages.settings,
  actions: tr.shell.pages.actions,
  nft: tr.shell.pages.nft,
  collections: tr.shell.pages.collections,
  notifications: tr.notifications.title,
  alerts: tr.alerts.title,
  operator: tr.operator.title,
};

/** The dashboard has its own header variant (account, logo, notifications). */
export const isDashboardPath = (pathname: string): boolean => pathname === '/' || pathname === '';

/** The back office and its sections (/operator, /operator/customers/…), as the router matches them. */
export const isOperatorPath = (pathname: string): boolean =>
  pathname.split('/').filter(Boolean)[0]?.toLowerCase() === 'operator';

export function routeTitle(pathname: string): string {
  const [first = '', second = ''] = pathname.split('/').filter(Boolean);
  const segment = first.toLowerCase();
  // The order ticket and chart are titled by their symbol code.
  if ((segment === 'order' || segment === 'chart') && second) return decodeURIComponent(second).toUpperCase();
  return TITLES_BY_SEGMENT[segment] ?? tr.nav.dashboardMobile;
}
