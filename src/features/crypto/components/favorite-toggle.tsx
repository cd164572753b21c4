// The star that marks a sample coin as a favourite; pressed while it is one.
import styled from 'styled-components';
import { tr } from '../../../i18n/tr-signed-in';

const Star = styled.button`
  flex: none;
  padding: ${({ theme }) => theme.spacing.xs};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.warning};
  }
`;

export function FavoriteToggle({ name, on, onToggle }: { name: string; on: boolean; onToggle: () => void }) {
  return (
    <Star type="button" aria-pressed={on} aria-label={tr.crypto.favorite(name)} onClick={onToggle}>
      {on ? '★' : '☆'}
    </Star>
  );
}
