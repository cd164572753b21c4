// Styled pieces of /actions. Colours and sizes come from the theme only.
import styled from 'styled-components';
import { labelValueRows } from '../../../ui/style-pieces';

export const Figures = styled.dl`
  ${labelValueRows}
`;
