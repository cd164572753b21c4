// The form pieces the identity, settings and notifications screens share: a card, a labelled
// input with its Turkish error tied by aria-describedby, a hint and a form column. Colours and
// sizes come from the theme only, so both themes look right.
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';

export const FormCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const FormColumn = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

export const FormHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const FormError = styled.span`
  color: ${({ theme }) => theme.colors.negative};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** A select with the text field's box, for the filter and alert forms. */
export const FormSelect = styled.select`
  width: 100%;
  min-width: 0;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.input};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const FormInput = styled.input`
  width: 100%;
  min-width: 0;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.input};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  /* Amounts, IBANs and codes line their digits up. */
  font-variant-numeric: tabular-nums;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.negative};
  }
  /* A read-only value (a verified identity field) shows it cannot be typed into. */
  &[readonly] {
    background: transparent;
    border-style: dashed;
  }
`;

/** A page column of cards, narrow enough to read a form. */
export const FormPage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  width: 100%;
  max-width: 760px;
  margin: 0 auto;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
  min-width: 0;
`;

/** A field's label over its control, in the muted small type. */
export const FormLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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
      <FormLabel>
        {label}
        <FormInput
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
      </FormLabel>
      {error && (
        <FormError id={errorId} role="alert">
          {error}
        </FormError>
      )}
    </Field>
  );
}
