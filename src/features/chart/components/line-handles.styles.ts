// The look of the line handles, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';

export const Handle = styled.button<{ $dragging: boolean }>`
  /* On the left: the right end of each line carries its title and the price axis's label. */
  position: absolute;
  left: ${({ theme }) => theme.spacing.sm};
  z-index: 2;
  transform: translateY(-50%);
  min-width: 44px;
  min-height: 24px;
  padding: 0 ${({ theme }) => theme.spacing.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  cursor: ns-resize;
  touch-action: none;
  opacity: ${({ $dragging }) => ($dragging ? 1 : 0.9)};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;
