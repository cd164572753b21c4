// The form pieces the identity, settings and notifications screens share: a card, a labelled
// input with its Turkish error tied by aria-describedby, a hint and a form column. Colours and
// sizes come from the theme only, so both themes look right.
import { useId, type InputHTMLAttributes, type Ref, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { column, fieldBox, mutedSmall, stackedLabel, surfaceCard } from './style-pieces';

export const FormCard = styled.section`
  ${column('lg')}
  ${surfaceCard}
  color: ${({ theme }) => theme.colors.text};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const FormColumn = styled.form`
  ${column('md')}
`;

export const FormHint = styled.p`
  margin: 0;
  ${mutedSmall}
`;

export const FormError = styled.span`
  color: ${({ theme }) => theme.colors.negative};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** A select with the text field's box, for the filter and alert forms. */
export const FormSelect = styled.select`
  width: 100%;
  min-width: 0;
  ${fieldBox()}
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const FormInput = styled.input`
  width: 100%;
  min-width: 0;
  ${fieldBox()}
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
  ${column('xxs')}
  min-width: 0;
`;

/** A field's label over its control, in the muted small type. */
export const FormLabel = styled.label`
  ${stackedLabel}
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

/** One choice of a SelectField: the value sent and the text shown. */
export type SelectOption = readonly [value: string, label: string];

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
}

/** A labelled select of the given choices, for the filter, alert and close-all forms. */
export function SelectField({ label, options, ...select }: SelectFieldProps) {
  return (
    <FormLabel>
      {label}
      <FormSelect {...select}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </FormSelect>
    </FormLabel>
  );
}
