// The look of the professional requests page, kept beside the component so that file holds only its
// structure and behaviour (STYLE.md rule 13).
import styled from 'styled-components';

export const Statements = styled.ul`
  margin: ${({ theme }) => theme.spacing.xxs} 0 0;
  padding-left: ${({ theme }) => theme.spacing.lg};
  line-height: 1.45;
`;
