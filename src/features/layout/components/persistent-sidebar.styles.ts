// The look of the persistent sidebar, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { sidebarColumn } from './left-edge';

export const Rail = styled.aside`
  ${sidebarColumn}
  z-index: ${({ theme }) => theme.zIndices.sidebar};
`;
