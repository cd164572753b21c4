// Styled pieces of position-size-field.tsx, beside it: colours and sizes from the theme only.
import styled from 'styled-components';
import { column, mutedSmall } from '../../../ui/style-pieces';
import { FormInput } from '../../../ui/form-controls';

export const Field = styled.div`
  ${column('xs')}
`;

export const Label = styled.label`
  ${mutedSmall}
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: center;
`;

export const SizeInput = styled(FormInput)`
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

export const StepButton = styled.button`
  width: 36px;
  height: 36px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.secondaryText};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  cursor: pointer;
  &:disabled {
    background: ${({ theme }) => theme.colors.disabled};
    color: ${({ theme }) => theme.colors.disabledText};
    cursor: not-allowed;
  }
`;
