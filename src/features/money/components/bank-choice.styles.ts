// The pieces both bank-account choosers share (the broker's receiving accounts on a deposit, the
// customer's saved accounts on a withdrawal): the shared unframed group, in a column, and a
// raised row per account that is outlined once its radio is checked. Each list sets its own
// spacing and the look of the account's details.
import styled from 'styled-components';
import { PlainFieldset } from '../../../ui/plain-fieldset';

export const ChoiceList = styled(PlainFieldset)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const ChoiceRow = styled.div`
  display: flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;
