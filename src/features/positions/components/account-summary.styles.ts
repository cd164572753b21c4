// The look of the account summary, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { labelOverValue } from '../../../ui/style-pieces';

export const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(7, minmax(0, 1fr));
  }
  ${labelOverValue}
  dd {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
