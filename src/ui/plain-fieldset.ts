// The one unframed group of the app: a fieldset without the browser's border, margin and padding,
// its legend a muted small caption above the choices (star ratings, bank accounts). Each group
// adds its own layout.
import styled from 'styled-components';

export const PlainFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.spacing.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
