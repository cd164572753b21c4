// The look of the symbol quote, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';

export const Quote = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
