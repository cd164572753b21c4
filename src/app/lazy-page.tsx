// Route-level code splitting. Each page is a React.lazy component whose chunk has 120 s to arrive
// (SPEC.md section 7; webpack's chunkLoadTimeout says the same for the script tag). A chunk that
// fails or times out shows a Turkish screen with a retry button instead of a blank page.
import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { tr } from '../i18n/tr';
import { Screen, RetryButton } from './lazy-page.styles';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/** Rejects with a ChunkLoadError when the loader has not settled within the limit. */
export function loadWithTimeout(load: PageLoader, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<PageModule> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('Loading chunk timed out')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export function ChunkFailedScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <Screen role="alert">
      <h2>{tr.shell.chunkFailedTitle}</h2>
      <p>{tr.shell.chunkFailedText}</p>
      <RetryButton type="button" onClick={onRetry}>
        {tr.shell.retry}
      </RetryButton>
    </Screen>
  );
}

export function PageLoading() {
  return <Screen aria-busy="true">{tr.loading.generic}</Screen>;
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

class ChunkErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed to load', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ChunkFailedScreen onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/**
 * Wraps a page loader into a component. React.lazy remembers a rejected load for good, so a
 * retry makes a fresh lazy component; it is kept per page (not per mount) so that returning to a
 * page already loaded never shows the loading screen again.
 */
export function lazyPage(load: PageLoader): ComponentType {
  const makeLazy = () => lazy(() => loadWithTimeout(load));
  let current = { Page: makeLazy(), attempt: 0 };

  function LazyPage() {
    const [, setAttempt] = useState(current.attempt);
    const retry = () => {
      current = { Page: makeLazy(), attempt: current.attempt + 1 };
      setAttempt(current.attempt);
    };
    const { Page, attempt } = current;
    return (
      <ChunkErrorBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  return LazyPage;
}
