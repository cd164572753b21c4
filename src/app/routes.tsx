// The route table of SPEC.md section 2. Every page is its own lazily loaded chunk, and so is the
// layout: a first visit to /sign-in loads only the session screen and the libraries it needs
// (scripts/budget.js holds that to 160 KB gzip). Paths match case-insensitively, so /Verification,
// /Withdrawal and /Finance reach their pages whichever way a link spells them.
import { Navigate, Route, Routes } from 'react-router';
import { lazyPage } from './lazy-page';
import { RouteGuard } from './route-guard';

// The layout, with the toasts of the signed-in screens.
const SignedInShell = lazyPage(() => import(/* webpackChunkName: "signed-in-shell" */ './signed-in-shell'));

const SignInPage = lazyPage(
  () => import(/* webpackChunkName: "sign-in" */ '../features/session/sign-in-page'),
);
const SignUpPage = lazyPage(
  () => import(/* webpackChunkName: "sign-up" */ '../features/session/sign-up-page'),
);
const ForgotPasswordPage = lazyPage(
  () => import(/* webpackChunkName: "forgot-password" */ '../features/session/forgot-password-page'),
);
const ResetPasswordPage = lazyPage(
  () => import(/* webpackChunkName: "reset-password" */ '../features/session/reset-password-page'),
);

const DashboardPage = lazyPage(
  () => import(/* webpackChunkName: "dashboard" */ '../features/dashboard/dashboard-page'),
);
const TradePage = lazyPage(() => import(/* webpackChunkName: "trade" */ '../features/trade/trade-page'));
const OrderPage = lazyPage(() => import(/* webpackChunkName: "order" */ '../features/trade/order-page'));
const ChartPage = lazyPage(() => import(/* webpackChunkName: "chart" */ '../features/chart/chart-page'));
const TransactionsPage = lazyPage(
  () => import(/* webpackChunkName: "transactions" */ '../features/positions/transactions-page'),
);
const PositionPage = lazyPage(
  () => import(/* webpackChunkName: "position" */ '../features/positions/position-page'),
);
const ClosedPage = lazyPage(
  () => import(/* webpackChunkName: "closed" */ '../features/positions/closed-page'),
);

const TradersPage = lazyPage(
  () => import(/* webpackChunkName: "traders" */ '../features/traders/traders-page'),
);
const TraderPage = lazyPage(() => import(/* webpackChunkName: "trader" */ '../features/traders/trader-page'));
const RobotsPage = lazyPage(() => import(/* webpackChunkName: "robots" */ '../features/robots/robots-page'));
const RobotPage = lazyPage(() => import(/* webpackChunkName: "robot" */ '../features/robots/robot-page'));
const WalletPage = lazyPage(() => import(/* webpackChunkName: "wallet" */ '../features/wallet/wallet-page'));
const InformationPage = lazyPage(
  () => import(/* webpackChunkName: "information" */ '../features/identity/information-page'),
);
const VerificationPage = lazyPage(
  () => import(/* webpackChunkName: "verification" */ '../features/identity/verification-page'),
);
const NotificationsPage = lazyPage(
  () => import(/* webpackChunkName: "notifications" */ '../features/notifications/notifications-page'),
);
const DepositPage = lazyPage(
  () => import(/* webpackChunkName: "deposit" */ '../features/money/deposit-page'),
);
const WithdrawalPage = lazyPage(
  () => import(/* webpackChunkName: "withdrawal" */ '../features/money/withdrawal-page'),
);
const FinancePage = lazyPage(
  () => import(/* webpackChunkName: "finance" */ '../features/finance/finance-page'),
);
const SettingsPage = lazyPage(
  () => import(/* webpackChunkName: "settings" */ '../features/settings/settings-page'),
);
const ActionsPage = lazyPage(
  () => import(/* webpackChunkName: "actions" */ '../features/actions/actions-page'),
);
// Only a small role guard is fetched first; it loads the back office for operators alone.
const OperatorRoute = lazyPage(
  () => import(/* webpackChunkName: "operator-guard" */ '../features/operator/operator-route'),
);
const NftPage = lazyPage(() => import(/* webpackChunkName: "nft" */ '../features/crypto/nft-page'));
const AlertsPage = lazyPage(() => import(/* webpackChunkName: "alerts" */ '../features/alerts/alerts-page'));
const CollectionsPage = lazyPage(
  () => import(/* webpackChunkName: "collections" */ '../features/watchlists/collections-page'),
);

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/sign-in" element={<SignInPage />} />
      <Route path="/sign-up" element={<SignUpPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password/:token" element={<ResetPasswordPage />} />

      <Route element={<RouteGuard />}>
        <Route element={<SignedInShell />}>
          <Route index element={<DashboardPage />} />
          <Route path="/trade" element={<TradePage />} />
          <Route path="/order/:symbol" element={<OrderPage />} />
          <Route path="/chart/:symbol" element={<ChartPage />} />
          <Route path="/transactions" element={<TransactionsPage />} />
          <Route path="/position/:id" element={<PositionPage />} />
          <Route path="/closed/:id" element={<ClosedPage />} />
          <Route path="/traders" element={<TradersPage />} />
          <Route path="/trader/:id" element={<TraderPage />} />
          <Route path="/robots" element={<RobotsPage />} />
          <Route path="/robots/:robotId" element={<RobotPage />} />
          <Route path="/wallet" element={<WalletPage />} />
          <Route path="/information" element={<InformationPage />} />
          <Route path="/verification" element={<VerificationPage />} />
          <Route path="/Verification" element={<VerificationPage />} />
          <Route path="/deposit" element={<DepositPage />} />
          <Route path="/withdrawal" element={<WithdrawalPage />} />
          <Route path="/Withdrawal" element={<WithdrawalPage />} />
          <Route path="/Finance" element={<FinancePage />} />
          <Route path="/Settings" element={<SettingsPage />} />
          <Route path="/actions" element={<ActionsPage />} />
          <Route path="/nft" element={<NftPage />} />
          <Route path="/collections" element={<CollectionsPage />} />
          <Route path="/alerts" element={<AlertsPage />} />
          <Route path="/notifications" element={<NotificationsPage />} />
          <Route path="/operator/*" element={<OperatorRoute />} />
        </Route>
      </Route>

      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
