// The look of the order page, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { column } from '../../ui/style-pieces';

// minmax(0, ...) lets the chart shrink with the window: its canvas must not hold the column open.
export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.lg};
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: minmax(300px, 380px) minmax(0, 1fr);
    align-items: start;
  }
`;

export const Column = styled.div`
  ${column('lg')}
  min-width: 0;
`;
