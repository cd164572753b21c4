// /sign-in: identifier (e-mail or phone) and password. On success the token is kept, the profile
// loaded and the user goes to /. A failure shows the server's message, or the system error text
// when no answer came at all (SPEC.md section 8). With two-factor sign-in on, the server answers
// OTP_REQUIRED: the form then asks for the code and sends the login again with `otp`. That step is
// a field and a flag, no library, so the sign-in chunk stays within its budget.
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { RiskWarningStrip } from '../disclosures';
import { tr } from '../../i18n/tr';
import { useLoginMutation } from './api/session-api';
import { AuthFrame, Footer, Form, FormNotice } from './components/auth-frame';
import { FormField } from './components/form-field';
import { FormSubmit } from './components/form-submit';
import { failureMessage } from './failure-message';
import { requiredRule } from './session-rules';
import { noticeOf } from './sign-in-notice';
import { startSession } from './start-session';
import { useSignInForm } from './use-sign-in-form';

const texts = tr.session.signIn;

/** contract/identity.ts OTP_REQUIRED, written out so the sign-in chunk does not import that module. */
const OTP_REQUIRED = 'OTP_REQUIRED';

const codeOf = (error: unknown): unknown =>
  error && typeof error === 'object' && 'code' in error ? error.code : undefined;

const SIGN_IN_FIELDS = ['identifier', 'password', 'otp'] as const;

export default function SignInPage() {
  const { field, submit, failure, busy } = useSignInForm(SIGN_IN_FIELDS);
  const [otpAsked, setOtpAsked] = useState(false);
  const [login] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notice = noticeOf(useLocation().state);

  const onSubmit = submit(async (values) => {
    const otp = otpAsked ? values.otp?.trim() : undefined;
    const result = await login({ identifier: values.identifier.trim(), password: values.password, otp });
    if (codeOf(result.error) === OTP_REQUIRED) {
      setOtpAsked(true);
      // The first ask is an instruction, not a failure: the field and its hint say what to do.
      return otpAsked ? failureMessage(result.error) : undefined;
    }
    if (result.error || !result.data) return failureMessage(result.error);
    await dispatch(startSession(result.data));
    navigate('/', { replace: true });
  });

  return (
    <AuthFrame title={texts.title}>
      <RiskWarningStrip />
      {notice && <FormNotice role="status">{notice}</FormNotice>}
      <Form onSubmit={onSubmit} noValidate>
        <FormField label={texts.identifier} autoComplete="username" {...field('identifier', requiredRule)} />
        <FormField
          label={texts.password}
          type="password"
          autoComplete="current-password"
          {...field('password', requiredRule)}
        />
        {otpAsked && (
          <>
            <FormNotice role="status">{texts.otpHint}</FormNotice>
            <FormField
              label={texts.otp}
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              {...field('otp', requiredRule)}
            />
          </>
        )}
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
