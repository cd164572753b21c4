// The closed list's filter row: the fields side by side where there is room, stacked on a phone.
// The select looks like the form inputs of src/ui/form-controls.tsx.
import styled from 'styled-components';

export const FilterForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

export const FilterSelect = styled.select`
  width: 100%;
  min-width: 0;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.input};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const FilterActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  grid-column: 1 / -1;
`;
