// The look of the transactions list, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { bareList, mutedSmall } from '../../../ui/style-pieces';

export const List = styled.ul`
  ${bareList}
`;

export const Footer = styled.div`
  display: flex;
  justify-content: center;
  ${mutedSmall}
`;
