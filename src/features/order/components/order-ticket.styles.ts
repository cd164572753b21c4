// Styled pieces of the order ticket. Colours and sizes come from the theme only.
import styled from 'styled-components';
import { column, fieldBox, mutedSmall, surfaceCard } from '../../../ui/style-pieces';

export const Card = styled.section`
  ${column('md')}
  ${surfaceCard}
  color: ${({ theme }) => theme.colors.text};
`;

export const Header = styled.header`
  display: flex;
  flex-direction: column;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    ${mutedSmall}
  }
`;

export const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const SideLabel = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  line-height: 1.2;
  small {
    font-variant-numeric: tabular-nums;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  /* A price nobody refreshes (the socket is down) is greyed and struck through, never shown as live. */
  small[data-stale='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: line-through;
  }
`;

export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const NumberInput = styled.input`
  width: 100%;
  min-width: 0;
  ${fieldBox()}
  text-align: center;
  font-variant-numeric: tabular-nums;
  &:disabled {
    color: ${({ theme }) => theme.colors.disabledText};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.negative};
  }
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

export const Slider = styled.input`
  width: 100%;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

export const SliderLabels = styled.div`
  display: flex;
  justify-content: space-between;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const FieldLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  ${mutedSmall}
  input {
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const FieldGroup = styled.div`
  ${column('xs')}
`;

export const ProblemText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.negative};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const ClosedNote = styled.p`
  margin: 0;
  text-align: center;
  ${mutedSmall}
`;
