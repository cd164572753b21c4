// The look of the exchange widget, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { column, mutedSmall, fieldBox } from '../../../ui/style-pieces';

export const Fields = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: end;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const Field = styled.label`
  ${column('xs')}
  min-width: 0;
  ${mutedSmall}
  input,
  select {
    width: 100%;
    min-width: 0;
    ${fieldBox()}
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export const Result = styled.output`
  display: block;
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;
