// /sign-in: identifier (e-mail or phone) and password. On success the token is kept, the profile
// loaded and the user goes to /. A failure shows the server's message, or the system error text
// when no answer came at all (SPEC.md section 8).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { tr } from '../../i18n/tr';
import { Button } from '../../ui/button';
import { useLoginMutation, type LoginPayload } from './api/session-api';
import { AuthFrame, Footer, Form, FormAlert, FormNotice } from './components/auth-frame';
import { FormField } from './components/form-field';
import { failureMessage } from './failure-message';
import { requiredRule } from './session-rules';
import { noticeOf } from './sign-in-notice';
import { startSession } from './start-session';

const texts = tr.session.signIn;

export default function SignInPage() {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginPayload>({ defaultValues: { identifier: '', password: '' } });
  const [login] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notice = noticeOf(useLocation().state);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await login({ identifier: values.identifier.trim(), password: values.password });
    if (result.error || !result.data) {
      setFailure(failureMessage(result.error));
      return;
    }
    await dispatch(startSession(result.data));
    navigate('/', { replace: true });
  });

  return (
    <AuthFrame title={texts.title}>
      {notice && <FormNotice role="status">{notice}</FormNotice>}
      <Form onSubmit={onSubmit} noValidate>
        <FormField
          label={texts.identifier}
          autoComplete="username"
          error={errors.identifier?.message}
          {...register('identifier', requiredRule)}
        />
        <FormField
          label={texts.password}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password', requiredRule)}
        />
        {failure && <FormAlert role="alert">{failure}</FormAlert>}
        <Button type="submit" variant="primary" fullWidth busy={isSubmitting}>
          {texts.submit}
        </Button>
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
