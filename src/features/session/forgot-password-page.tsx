// /forgot-password: asks the server to send a reset link to the e-mail address. The server answers
// the same whether or not the address is registered, so its message is shown as it is, above the
// form (which stays, so a mistyped address can be corrected and sent again).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import styled from 'styled-components';
import { tr } from '../../i18n/tr';
import { Button } from '../../ui/button';
import { useForgotPasswordMutation } from './api/session-api';
import { AuthFrame, Footer, Form, FormAlert, FormNotice } from './components/auth-frame';
import { FormField } from './components/form-field';
import { failureMessage } from './failure-message';
import { emailRule } from './session-rules';

const texts = tr.session.forgot;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export default function ForgotPasswordPage() {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const [requestReset] = useForgotPasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    const result = await requestReset({ email: email.trim() });
    if (result.error) {
      setFailure(failureMessage(result.error));
      return;
    }
    setSent(result.data?.message ?? texts.sent);
  });

  return (
    <AuthFrame title={texts.title}>
      {sent && <FormNotice role="status">{sent}</FormNotice>}
      <Form onSubmit={onSubmit} noValidate>
        <Intro>{texts.intro}</Intro>
        <FormField
          label={texts.email}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email', emailRule)}
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
