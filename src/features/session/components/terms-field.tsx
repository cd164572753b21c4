// The terms consent checkbox of the sign-up form, with its message when it is left unticked.
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { FieldError } from './form-field';
import { Row } from './terms-field.styles';

export interface TermsFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TermsField({ label, error, ref, ...input }: TermsFieldProps) {
  const errorId = useId();
  return (
    <div>
      <Row>
        <input
          ref={ref}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {label}
      </Row>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
