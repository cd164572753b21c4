// The look of the trade widget card, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { column } from '../../../ui/style-pieces';

export const Box = styled.div<{ $heightPx: number; $narrowHeightPx?: number; $bare: boolean }>`
  ${column('sm')}
  min-width: 0;
  height: ${({ $narrowHeightPx }) => ($narrowHeightPx ? `${$narrowHeightPx}px` : 'auto')};
  padding: ${({ theme, $bare }) => ($bare ? 0 : theme.spacing.md)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $bare }) => ($bare ? 'transparent' : theme.colors.surface)};
  ${({ theme }) => theme.media.up('md')} {
    height: ${({ $heightPx }) => $heightPx}px;
    overflow: auto;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
