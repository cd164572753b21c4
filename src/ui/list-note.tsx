// The one line a list shows instead of its items: loading, nothing to show, or a failed load with
// a retry button (announced as an alert). Centred and muted in the list's place.
import { Button } from './button';
import { ListNote } from './list-note.styles';
export { ListNote } from './list-note.styles';

export interface RetryNoteProps {
  /** Why the list is missing, in the screen's words. */
  text: string;
  retryLabel: string;
  onRetry: () => void;
}

export function RetryNote({ text, retryLabel, onRetry }: RetryNoteProps) {
  return (
    <ListNote role="alert">
      {text}{' '}
      <Button size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </ListNote>
  );
}
