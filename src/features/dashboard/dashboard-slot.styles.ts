// The look of the dashboard slot, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';

export const Box = styled.div<{ $heightPx: number; $narrowHeightPx?: number }>`
  height: ${({ $narrowHeightPx }) => ($narrowHeightPx ? `${$narrowHeightPx}px` : 'auto')};
  min-width: 0;
  ${({ theme }) => theme.media.up('md')} {
    height: ${({ $heightPx }) => $heightPx}px;
    overflow: auto;
  }
`;
