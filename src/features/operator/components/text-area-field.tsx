// A labelled multi-line input with its Turkish error tied by aria-describedby and a character
// count, for the reasons and the broadcast text.
import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FormError, FormLabel } from '../../../ui/form-controls';
import { tr } from '../../../i18n/tr-signed-in';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
`;

const Area = styled.textarea`
  width: 100%;
  min-height: 96px;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.input};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  resize: vertical;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.negative};
  }
`;

const Foot = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

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
