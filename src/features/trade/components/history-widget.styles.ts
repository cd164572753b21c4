// The look of the history widget, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { bareList } from '../../../ui/style-pieces';

export const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const List = styled.ul`
  ${bareList}
`;

export const Row = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  a {
    display: grid;
    grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
    padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.xs}`};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
