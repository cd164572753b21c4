// /reset-password/{token}: the link from the reset e-mail. Sends the new password (SPEC.md
// section 7 names only `password`); the confirmation is checked here.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { tr } from '../../i18n/tr';
import { Button } from '../../ui/button';
import { useResetPasswordMutation } from './api/session-api';
import { AuthFrame, Footer, Form, FormAlert } from './components/auth-frame';
import { FormField } from './components/form-field';
import { failureMessage } from './failure-message';
import { confirmRule, passwordRule } from './session-rules';
import { signInNotice } from './sign-in-notice';

const texts = tr.session.reset;

interface ResetForm {
  password: string;
  passwordConfirm: string;
}

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm>({ defaultValues: { password: '', passwordConfirm: '' } });
  const [resetPassword] = useResetPasswordMutation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    const result = await resetPassword({ token, password });
    if (result.error) {
      setFailure(failureMessage(result.error));
      return;
    }
    navigate('/sign-in', { replace: true, state: signInNotice(result.data?.message ?? texts.done) });
  });

  return (
    <AuthFrame title={texts.title}>
      <Form onSubmit={onSubmit} noValidate>
        <FormField
          label={texts.password}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password', passwordRule)}
        />
        <FormField
          label={texts.passwordConfirm}
          type="password"
          autoComplete="new-password"
          error={errors.passwordConfirm?.message}
          {...register('passwordConfirm', confirmRule)}
        />
        {failure && <FormAlert role="alert">{failure}</FormAlert>}
        <Button type="submit" variant="primary" fullWidth busy={isSubmitting}>
          {texts.submit}
        </Button>
      </Form>
      <Footer>
        <Link to="/sign-in">{texts.back}</Link>
      </Footer>
    </AuthFrame>
  );
}
