// The alerts' form and list: theme colours and sizes only, like the rest of the forms.
import styled from 'styled-components';
import { bareList, column, mutedSmall, spreadRow, surfaceCard } from '../../../ui/style-pieces';

export const AlertFormGrid = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: end;
  ${surfaceCard}
  color: ${({ theme }) => theme.colors.text};
  h2 {
    grid-column: 1 / -1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const AlertRows = styled.ul`
  ${bareList}
  ${column('sm')}
`;

export const AlertRow = styled.li`
  ${spreadRow('sm')}
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const AlertState = styled.span`
  ${mutedSmall}
`;
