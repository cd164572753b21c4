// A labelled multi-line input with its Turkish error tied by aria-describedby and a character
// count, for the reasons and the broadcast text.
import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { FormError, FormLabel } from '../../../ui/form-controls';
import { tr } from '../../../i18n/tr-signed-in';
import { Field, Area, Foot } from './text-area-field.styles';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  /** The text's length and its maximum, shown under the field. */
  length: number;
  maxLength: number;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, error, length, maxLength, ref, ...area }: TextAreaFieldProps) {
  const errorId = useId();
  return (
    <Field>
      <FormLabel>
        {label}
        <Area
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...area}
        />
      </FormLabel>
      <Foot>
        {error ? (
          <FormError id={errorId} role="alert">
            {error}
          </FormError>
        ) : (
          <span />
        )}
        <span>{tr.operator.broadcast.counter(length, maxLength)}</span>
      </Foot>
    </Field>
  );
}
