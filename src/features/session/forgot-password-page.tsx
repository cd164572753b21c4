// /forgot-password: asks the server to send a reset link to the e-mail address. The server answers
// the same whether or not the address is registered, so its message is shown as it is, above the
// form (which stays, so a mistyped address can be corrected and sent again).
import { useState } from 'react';
import { Link } from 'react-router';
import { tr } from '../../i18n/tr';
import { useForgotPasswordMutation } from './api/session-api';
import { AuthFrame, Footer, Form, FormNotice } from './components/auth-frame';
import { FormField } from './components/form-field';
import { FormSubmit } from './components/form-submit';
import { failureMessage } from './failure-message';
import { emailRule } from './session-rules';
import { useSessionForm } from './use-session-form';
import { Intro } from './forgot-password-page.styles';

const texts = tr.session.forgot;

export default function ForgotPasswordPage() {
  const { field, submit, failure, busy } = useSessionForm<{ email: string }>({ email: '' });
  const [requestReset] = useForgotPasswordMutation();
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = submit(async ({ email }) => {
    const result = await requestReset({ email: email.trim() });
    if (result.error) return failureMessage(result.error);
    setSent(result.data?.message ?? texts.sent);
  });

  return (
    <AuthFrame title={texts.title}>
      {sent && <FormNotice role="status">{sent}</FormNotice>}
      <Form onSubmit={onSubmit} noValidate>
        <Intro>{texts.intro}</Intro>
        <FormField label={texts.email} type="email" autoComplete="email" {...field('email', emailRule)} />
        <FormSubmit label={texts.submit} failure={failure} busy={busy} />
      </Form>
      <Footer>
        <Link to="/sign-in">{texts.back}</Link>
      </Footer>
    </AuthFrame>
  );
}
