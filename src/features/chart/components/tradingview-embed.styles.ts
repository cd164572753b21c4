// The look of the tradingview embed, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';

export const Container = styled.div<{ $heightPx: number }>`
  height: ${({ $heightPx }) => $heightPx}px;
`;
