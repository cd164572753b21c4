// The look of the aml widget, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';

export const Rules = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li + li {
    margin-top: ${({ theme }) => theme.spacing.xs};
  }
`;
