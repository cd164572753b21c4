// The look of the market slot, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';

/** Height of the list when the widgets stack on a phone. */
const NARROW_HEIGHT_PX = 480;

export const Box = styled.div<{ $heightPx: number }>`
  height: ${NARROW_HEIGHT_PX}px;
  min-width: 0;
  ${({ theme }) => theme.media.up('md')} {
    height: ${({ $heightPx }) => $heightPx}px;
  }
`;
