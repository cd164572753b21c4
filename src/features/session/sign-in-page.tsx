// /sign-in: identifier (e-mail or phone) and password. On success the token is kept, the profile
// loaded and the user goes to /. A failure shows the server's message, or the system error text
// when no answer came at all (SPEC.md section 8).
import { Link, useLocation, useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { tr } from '../../i18n/tr';
import { useLoginMutation, type LoginPayload } from './api/session-api';
import { AuthFrame, Footer, Form, FormNotice } from './components/auth-frame';
import { FormField } from './components/form-field';
import { FormSubmit } from './components/form-submit';
import { failureMessage } from './failure-message';
import { requiredRule } from './session-rules';
import { noticeOf } from './sign-in-notice';
import { startSession } from './start-session';
import { useSessionForm } from './use-session-form';

const texts = tr.session.signIn;

export default function SignInPage() {
  const { field, submit, failure, busy } = useSessionForm<LoginPayload>({ identifier: '', password: '' });
  const [login] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notice = noticeOf(useLocation().state);

  const onSubmit = submit(async (values) => {
    const result = await login({ identifier: values.identifier.trim(), password: values.password });
    if (result.error || !result.data) return failureMessage(result.error);
    await dispatch(startSession(result.data));
    navigate('/', { replace: true });
  });

  return (
    <AuthFrame title={texts.title}>
      {notice && <FormNotice role="status">{notice}</FormNotice>}
      <Form onSubmit={onSubmit} noValidate>
        <FormField label={texts.identifier} autoComplete="username" {...field('identifier', requiredRule)} />
        <FormField
          label={texts.password}
          type="password"
          autoComplete="current-password"
          {...field('password', requiredRule)}
        />
        <FormSubmit label={texts.submit} failure={failure} busy={busy} />
      </Form>
      <Footer>
        <Link to="/forgot-password">{texts.forgot}</Link>
        <span>
          {texts.noAccount} <Link to="/sign-up">{texts.toSignUp}</Link>
        </span>
      </Footer>
    </AuthFrame>
  );
}
