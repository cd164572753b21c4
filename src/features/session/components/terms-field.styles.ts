// The look of the terms field, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';

export const Row = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: flex-start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
