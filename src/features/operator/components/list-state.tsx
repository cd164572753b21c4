// What a back-office list shows before or instead of its rows: loading, a failed load with a retry
// button, or its empty text. Returns null once there are rows to show.
import type { ReactNode } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { Note } from './operator.styles';

export interface ListStateProps {
  isLoading: boolean;
  isError: boolean;
  count: number;
  empty: ReactNode;
  onRetry: () => void;
}

export function ListState({ isLoading, isError, count, empty, onRetry }: ListStateProps) {
  const texts = tr.operator;
  if (isLoading) return <Note role="status">{texts.loading}</Note>;
  if (isError && count === 0)
    return (
      <Note role="alert">
        {texts.loadFailed}{' '}
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {texts.retry}
        </Button>
      </Note>
    );
  if (count === 0) return <Note>{empty}</Note>;
  return null;
}
