// /sign-up: sends exactly name, surname, email, phone, password, passwordConfirm and terms, and
// (ours, issue 21) the version of the privacy notice the form showed and the customer acknowledged.
// The server answers with data.token, which signs the user in as a login would.
import { Link, useNavigate } from 'react-router';
import type { RegisterPayload } from '../../../contract/entities';
import { useAppDispatch } from '../../app/hooks';
import { usePrivacyNotice } from '../disclosures';
import { tr } from '../../i18n/tr';
import { useRegisterMutation } from './api/session-api';
import { AuthFrame, Footer, Form } from './components/auth-frame';
import { FormField } from './components/form-field';
import { FormSubmit } from './components/form-submit';
import { NewPasswordFields } from './components/new-password-fields';
import { PrivacyNoticeField } from './components/privacy-notice-field';
import { TermsField } from './components/terms-field';
import { failureMessage } from './failure-message';
import {
  confirmRule,
  emailRule,
  passwordRule,
  phoneRule,
  privacyNoticeRule,
  requiredRule,
  termsRule,
} from './session-rules';
import { signInNotice } from './sign-in-notice';
import { startSession } from './start-session';
import { useSessionForm } from './use-session-form';

const texts = tr.session.signUp;

/** The form's fields: the payload's, and the privacy notice's checkbox, which sends its version. */
type SignUpForm = Omit<RegisterPayload, 'privacyNoticeVersion'> & { privacyNotice: boolean };

const EMPTY_FORM: SignUpForm = {
  name: '',
  surname: '',
  email: '',
  phone: '',
  password: '',
  passwordConfirm: '',
  terms: false,
  privacyNotice: false,
};

export default function SignUpPage() {
  const { field, submit, failure, busy } = useSessionForm<SignUpForm>(EMPTY_FORM);
  const privacyNotice = usePrivacyNotice();
  const [registerAccount] = useRegisterMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const onSubmit = submit(async ({ privacyNotice: acknowledged, ...values }) => {
    const payload: RegisterPayload = {
      ...values,
      name: values.name.trim(),
      surname: values.surname.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      ...(acknowledged && privacyNotice ? { privacyNoticeVersion: privacyNotice.version } : {}),
    };
    const result = await registerAccount(payload);
    if (result.error) return failureMessage(result.error);
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
        <FormField label={texts.name} autoComplete="given-name" {...field('name', requiredRule)} />
        <FormField label={texts.surname} autoComplete="family-name" {...field('surname', requiredRule)} />
        <FormField label={texts.email} type="email" autoComplete="email" {...field('email', emailRule)} />
        <FormField label={texts.phone} type="tel" autoComplete="tel" {...field('phone', phoneRule)} />
        <NewPasswordFields
          labels={texts}
          password={field('password', passwordRule)}
          passwordConfirm={field('passwordConfirm', confirmRule)}
        />
        <TermsField label={texts.terms} {...field('terms', termsRule)} />
        <PrivacyNoticeField notice={privacyNotice} {...field('privacyNotice', privacyNoticeRule)} />
        <FormSubmit label={texts.submit} failure={failure} busy={busy} />
      </Form>
      <Footer>
        <span>
          {texts.haveAccount} <Link to="/sign-in">{texts.toSignIn}</Link>
        </span>
      </Footer>
    </AuthFrame>
  );
}
