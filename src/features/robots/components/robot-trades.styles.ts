// The look of the robot trades, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { DataTable } from '../../../ui/data-table';

export const Scroll = styled.div`
  width: 100%;
  overflow-x: auto;
`;

export const Table = styled(DataTable)`
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
