// /reset-password/{token}: the link from the reset e-mail. Sends the new password (SPEC.md
// section 7 names only `password`); the confirmation is checked here.
import { Link, useNavigate, useParams } from 'react-router';
import { tr } from '../../i18n/tr';
import { useResetPasswordMutation } from './api/session-api';
import { AuthFrame, Footer, Form } from './components/auth-frame';
import { FormSubmit } from './components/form-submit';
import { NewPasswordFields } from './components/new-password-fields';
import { failureMessage } from './failure-message';
import { confirmRule, passwordRule } from './session-rules';
import { signInNotice } from './sign-in-notice';
import { useSessionForm } from './use-session-form';

const texts = tr.session.reset;

interface ResetForm {
  password: string;
  passwordConfirm: string;
}

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const { field, submit, failure, busy } = useSessionForm<ResetForm>({ password: '', passwordConfirm: '' });
  const [resetPassword] = useResetPasswordMutation();
  const navigate = useNavigate();

  const onSubmit = submit(async ({ password }) => {
    const result = await resetPassword({ token, password });
    if (result.error) return failureMessage(result.error);
    navigate('/sign-in', { replace: true, state: signInNotice(result.data?.message ?? texts.done) });
  });

  return (
    <AuthFrame title={texts.title}>
      <Form onSubmit={onSubmit} noValidate>
        <NewPasswordFields
          labels={texts}
          password={field('password', passwordRule)}
          passwordConfirm={field('passwordConfirm', confirmRule)}
        />
        <FormSubmit label={texts.submit} failure={failure} busy={busy} />
      </Form>
      <Footer>
        <Link to="/sign-in">{texts.back}</Link>
      </Footer>
    </AuthFrame>
  );
}
