// The sign-in screen's two-factor step: OTP_REQUIRED asks for the code, the login is sent again
// with `otp`, a wrong or reused code shows the server's message and keeps the step.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tr } from '../../i18n/tr-signed-in';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { demoProfile } from '../../test/fixtures';
import { currentPath, renderApp, SCREEN_WAIT } from '../../test/render-app';

const texts = tr.session.signIn;
jest.setTimeout(30_000);

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi().on('GET /api/users/profile', { body: { status: true, data: demoProfile() } });
});
afterEach(() => fake.restore());

it('asks for the code after OTP_REQUIRED, refuses a wrong one, and signs in with the right one', async () => {
  fake.on('POST /api/users/login', (call) => {
    const { otp } = call.body as { otp?: string };
    if (otp === undefined)
      return {
        status: 401,
        body: { status: false, code: 'OTP_REQUIRED', message: 'Doğrulama kodu gerekli.' },
      };
    if (otp !== '246810')
      return { status: 401, body: { status: false, code: 'OTP_INVALID', message: 'Doğrulama kodu hatalı.' } };
    return { body: { status: true, data: { token: 'tok-2fa' } } };
  });
  const user = userEvent.setup();
  renderApp({ route: '/sign-in' });
  await user.type(await screen.findByLabelText(texts.identifier, undefined, SCREEN_WAIT), 'demo@example.com');
  await user.type(screen.getByLabelText(texts.password), 'Demo1234!');
  await user.click(screen.getByRole('button', { name: texts.submit }));

  const code = await screen.findByLabelText('Doğrulama Kodu');
  expect(screen.getByText(texts.otpHint)).toBeInTheDocument();
  expect(screen.queryByText('Doğrulama kodu gerekli.')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: texts.submit }));
  expect(await screen.findByText(tr.session.validation.required)).toBeInTheDocument();
  expect(fake.callsTo('POST /api/users/login')).toHaveLength(1);

  await user.type(code, '111111');
  await user.click(screen.getByRole('button', { name: texts.submit }));
  expect(await screen.findByText('Doğrulama kodu hatalı.')).toBeInTheDocument();
  expect(currentPath()).toBe('/sign-in');

  await user.clear(code);
  await user.type(code, '246810');
  await user.click(screen.getByRole('button', { name: texts.submit }));
  await waitFor(() => expect(currentPath()).toBe('/'), { timeout: 10_000 });
  expect(fake.callsTo('POST /api/users/login').map((call) => call.body)).toEqual([
    { identifier: 'demo@example.com', password: 'Demo1234!' },
    { identifier: 'demo@example.com', password: 'Demo1234!', otp: '111111' },
    { identifier: 'demo@example.com', password: 'Demo1234!', otp: '246810' },
  ]);
});
