// The look of the symbol details, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { labelValueRows } from '../../../ui/style-pieces';

export const List = styled.dl`
  ${labelValueRows}
  grid-template-columns: minmax(0, 1fr) auto;
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
