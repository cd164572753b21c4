// The star that marks a sample coin as a favourite; pressed while it is one.
import { tr } from '../../../i18n/tr-signed-in';
import { Star } from './favorite-toggle.styles';

export function FavoriteToggle({ name, on, onToggle }: { name: string; on: boolean; onToggle: () => void }) {
  return (
    <Star type="button" aria-pressed={on} aria-label={tr.crypto.favorite(name)} onClick={onToggle}>
      {on ? '★' : '☆'}
    </Star>
  );
}
