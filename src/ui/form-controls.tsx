// The form pieces the identity, settings and notifications screens share: a card, a labelled
// input with its Turkish error tied by aria-describedby, a hint and a form column. Colours and
// sizes come from the theme only, so both themes look right.
import { useId, type InputHTMLAttributes, type Ref, type SelectHTMLAttributes } from 'react';
import { FormError, FormSelect, FormInput, Field, FormLabel } from './form-controls.styles';
export {
  FormCard,
  FormColumn,
  FormHint,
  FormError,
  FormSelect,
  FormInput,
  FormPage,
  FormLabel,
} from './form-controls.styles';

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
