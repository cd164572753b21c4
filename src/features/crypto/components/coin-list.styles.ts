// The look of the coin list, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { bareList } from '../../../ui/style-pieces';

export const List = styled.ul`
  ${bareList}
  overflow-y: auto;
`;
