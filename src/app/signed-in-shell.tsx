// What a signed-in user gets around every page: toasts (notistack, with SPEC.md's default
// duration), the layout and the price alerts' chime. Loaded lazily with the layout, so the sign-in
// page's first visit does not pay for notistack (scripts/budget.js); the session screens report
// inline instead. The page title slot lets a page name itself in the phone header (a trader's or a
// robot's name).
import { SnackbarProvider } from 'notistack';
import { AlertChimePlayer } from '../features/alerts';
import { AppLayout } from '../features/layout/app-layout';
import { TOAST_DURATION_MS } from '../lib/toast';
import { PageTitleProvider } from '../ui/page-title';
import { TOASTS_CONTAINER_CLASS } from './theme/global-style';

/** At most this many toasts at once; older ones make room. */
const TOASTS_VISIBLE_MAX = 3;

export default function SignedInShell() {
  return (
    <SnackbarProvider
      maxSnack={TOASTS_VISIBLE_MAX}
      autoHideDuration={TOAST_DURATION_MS.default}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      // Below the header, so the figures an order just changed stay readable (issue 14, item 17).
      classes={{ containerAnchorOriginTopCenter: TOASTS_CONTAINER_CLASS }}
    >
      <PageTitleProvider>
        <AppLayout />
      </PageTitleProvider>
      <AlertChimePlayer />
    </SnackbarProvider>
  );
}
