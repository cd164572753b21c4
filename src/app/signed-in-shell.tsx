// What a signed-in user gets around every page: toasts (notistack, with SPEC.md's default
// duration) and the layout. Loaded lazily with the layout, so the sign-in page's first visit does
// not pay for notistack (scripts/budget.js); the session screens report inline instead.
import { SnackbarProvider } from 'notistack';
import { AppLayout } from '../features/layout/app-layout';
import { TOAST_DURATION_MS } from '../lib/toast';

/** At most this many toasts at once; older ones make room. */
const TOASTS_VISIBLE_MAX = 3;

export default function SignedInShell() {
  return (
    <SnackbarProvider
      maxSnack={TOASTS_VISIBLE_MAX}
      autoHideDuration={TOAST_DURATION_MS.default}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <AppLayout />
    </SnackbarProvider>
  );
}
