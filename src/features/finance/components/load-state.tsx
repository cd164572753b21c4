// What a /Finance card shows instead of its content while it has none to show: loading, a failed
// load with a retry button, or its empty text. Renders the content once there is some.
import type { ReactNode } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { Note } from './finance.styles';

export interface LoadStateProps {
  isLoading: boolean;
  /** The load failed and there is nothing earlier to show. */
  failed: boolean;
  /** Loaded, but with nothing in it. */
  empty: boolean;
  emptyText: ReactNode;
  onRetry: () => void;
  /** The card's content; only called when there is some. */
  children: () => ReactNode;
}

export function LoadState({ isLoading, failed, empty, emptyText, onRetry, children }: LoadStateProps) {
  if (isLoading) return <Note role="status">{tr.loading.data}</Note>;
  if (failed)
    return (
      <Note role="alert">
        {tr.finance.loadFailed}{' '}
        <Button size="sm" onClick={onRetry}>
          {tr.finance.retry}
        </Button>
      </Note>
    );
  if (empty) return <Note>{emptyText}</Note>;
  return children();
}
