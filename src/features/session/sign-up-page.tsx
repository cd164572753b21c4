// /sign-up: sends exactly name, surname, email, phone, password, passwordConfirm and terms. The
// server answers with data.token, which signs the user in as a login would.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { RegisterPayload } from '../../../contract/entities';
import { useAppDispatch } from '../../app/hooks';
import { tr } from '../../i18n/tr';
import { Button } from '../../ui/button';
import { useRegisterMutation } from './api/session-api';
import { AuthFrame, Footer, Form, FormAlert } from './components/auth-frame';
import { FormField } from './components/form-field';
import { TermsField } from './components/terms-field';
import { failureMessage } from './failure-message';
import { confirmRule, emailRule, passwordRule, phoneRule, requiredRule, termsRule } from './session-rules';
import { signInNotice } from './sign-in-notice';
import { startSession } from './start-session';

const texts = tr.session.signUp;

const EMPTY_FORM: RegisterPayload = {
  name: '',
  surname: '',
  email: '',
  phone: '',
  password: '',
  passwordConfirm: '',
  terms: false,
};

export default function SignUpPage() {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterPayload>({ defaultValues: EMPTY_FORM });
  const [registerAccount] = useRegisterMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const payload: RegisterPayload = {
      ...values,
      name: values.name.trim(),
      surname: values.surname.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
    };
    const result = await registerAccount(payload);
    if (result.error) {
      setFailure(failureMessage(result.error));
      return;
    }
    if (result.data) {
      await dispatch(startSession(result.data));
      navigate('/', { replace: true });
      return;
    }
    navigate('/sign-in', { replace: true, state: signInNotice(texts.done) });
  });

  return (
    <AuthFrame title={texts.title}>
      <Form onSubmit={onSubmit} noValidate>
        <FormField
          label={texts.name}
          autoComplete="given-name"
          error={errors.name?.message}
          {...register('name', requiredRule)}
        />
        <FormField
          label={texts.surname}
          autoComplete="family-name"
          error={errors.surname?.message}
          {...register('surname', requiredRule)}
        />
        <FormField
          label={texts.email}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email', emailRule)}
        />
        <FormField
          label={texts.phone}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone', phoneRule)}
        />
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
        <TermsField label={texts.terms} error={errors.terms?.message} {...register('terms', termsRule)} />
        {failure && <FormAlert role="alert">{failure}</FormAlert>}
        <Button type="submit" variant="primary" fullWidth busy={isSubmitting}>
          {texts.submit}
        </Button>
      </Form>
      <Footer>
        <span>
          {texts.haveAccount} <Link to="/sign-in">{texts.toSignIn}</Link>
        </span>
      </Footer>
    </AuthFrame>
  );
}
