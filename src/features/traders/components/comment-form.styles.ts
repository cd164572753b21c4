// The look of the comment form, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { PlainFieldset } from '../../../ui/plain-fieldset';

export const Stars = styled(PlainFieldset)`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xxs};
    cursor: pointer;
  }
`;

export const TextArea = styled.textarea`
  min-height: 96px;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.input};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  resize: vertical;
`;

export const Label = styled.label`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
