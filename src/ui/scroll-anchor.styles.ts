// The look of the scroll anchor, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';

export const ScrollAnchor = styled.span`
  display: block;
  height: 0;
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeightPx + 8}px;
`;
