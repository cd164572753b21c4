// The six-digit code of an authenticator app, checked before sending.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TOTP_DIGITS } from '../../../../contract/identity';
import { tr } from '../../../i18n/tr-signed-in';
import { FormField } from '../../../ui/form-controls';

export const codeRule = {
  required: tr.session.validation.required,
  pattern: { value: new RegExp(`^\\d{${TOTP_DIGITS}}$`), message: tr.settings.codeInvalid },
};

export function CodeField({ error, registered }: { error?: string; registered: UseFormRegisterReturn }) {
  return (
    <FormField
      label={tr.settings.code}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={TOTP_DIGITS}
      error={error}
      {...registered}
    />
  );
}
