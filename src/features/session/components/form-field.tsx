// A labelled input with its Turkish error message underneath (outside the label, so the label
// names the field and nothing else). The input is tied to the message by
// aria-describedby and marked aria-invalid, so screen readers read the message too.
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { Field, Label, Input, FieldError } from './form-field.styles';
export { FieldError } from './form-field.styles';

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
