// A labelled input with its Turkish error message underneath (outside the label, so the label
// names the field and nothing else). The input is tied to the message by
// aria-describedby and marked aria-invalid, so screen readers read the message too.
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
`;

const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Input = styled.input<{ $invalid: boolean }>`
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.negative : theme.colors.border)};
  background: ${({ theme }) => theme.colors.input};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const FieldError = styled.span`
  color: ${({ theme }) => theme.colors.negative};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function FormField({ label, error, ref, ...input }: FormFieldProps) {
  const errorId = useId();
  return (
    <Field>
      <Label>
        {label}
        <Input
          ref={ref}
          $invalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
      </Label>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}
