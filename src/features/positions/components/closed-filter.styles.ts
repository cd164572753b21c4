// The closed list's filter row: the fields side by side where there is room, stacked on a phone.
// The selects are the SelectFields of src/ui/form-controls.tsx.
import styled from 'styled-components';

export const FilterForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

export const FilterActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  grid-column: 1 / -1;
`;
