// The look of the account status, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { labelValueRows } from '../../../ui/style-pieces';

export const Lines = styled.dl`
  ${labelValueRows}
`;
