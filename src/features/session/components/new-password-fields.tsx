// A new password and its confirmation (sign-up and reset): both masked and marked as a new
// password, so browsers offer to generate and save one instead of filling in the old one.
import { FormField, type FormFieldProps } from './form-field';

type FieldProps = Omit<FormFieldProps, 'label'>;

interface NewPasswordFieldsProps {
  labels: { password: string; passwordConfirm: string };
  password: FieldProps;
  passwordConfirm: FieldProps;
}

export function NewPasswordFields({ labels, password, passwordConfirm }: NewPasswordFieldsProps) {
  return (
    <>
      <FormField label={labels.password} type="password" autoComplete="new-password" {...password} />
      <FormField
        label={labels.passwordConfirm}
        type="password"
        autoComplete="new-password"
        {...passwordConfirm}
      />
    </>
  );
}
