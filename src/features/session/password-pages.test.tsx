import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tr } from '../../i18n/tr-signed-in';
import { serverTexts } from '../../../contract/server-texts';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { currentPath, renderApp, SCREEN_WAIT } from '../../test/render-app';

const rules = tr.session.validation;
const RESET_TOKEN = 'a1b2c3d4e5f6a7b8c9d0';

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
});
afterEach(() => fake.restore());

describe('forgot-password screen', () => {
  const texts = tr.session.forgot;

  async function send(email: string) {
    const user = userEvent.setup();
    renderApp({ route: '/forgot-password' });
    await screen.findByRole('heading', { name: texts.title }, SCREEN_WAIT);
    if (email) await user.type(screen.getByLabelText(texts.email), email);
    await user.click(screen.getByRole('button', { name: texts.submit }));
  }

  it('asks for an e-mail address, in Turkish', async () => {
    await send('');
    expect(await screen.findByText(rules.required)).toBeInTheDocument();
    expect(fake.calls).toHaveLength(0);
  });

  it('refuses a malformed address before calling the server', async () => {
    await send('ayse.example.com');
    expect(await screen.findByText(rules.emailInvalid)).toBeInTheDocument();
    expect(fake.calls).toHaveLength(0);
  });

  it("sends the address without a token and shows the server's message", async () => {
    fake.on('POST /api/users/forgot-password', {
      body: { status: true, message: serverTexts.users.resetRequested },
    });
    await send('ayse@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(serverTexts.users.resetRequested);
    expect(currentPath()).toBe('/forgot-password');
    const [call] = fake.callsTo('POST /api/users/forgot-password');
    expect(call.body).toEqual({ email: 'ayse@example.com' });
    expect(call.headers.get('Authorization')).toBeNull();
  });

  it('shows the system error when the server cannot be reached', async () => {
    fake.on('POST /api/users/forgot-password', 'network-error');
    await send('ayse@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(tr.errors.system);
  });
});

describe('reset-password screen', () => {
  const texts = tr.session.reset;

  async function send(password: string, confirm: string) {
    const user = userEvent.setup();
    renderApp({ route: `/reset-password/${RESET_TOKEN}` });
    await screen.findByRole('heading', { name: texts.title }, SCREEN_WAIT);
    if (password) await user.type(screen.getByLabelText(texts.password), password);
    if (confirm) await user.type(screen.getByLabelText(texts.passwordConfirm), confirm);
    await user.click(screen.getByRole('button', { name: texts.submit }));
  }

  it('asks for both fields', async () => {
    await send('', '');
    expect(await screen.findAllByText(rules.required)).toHaveLength(2);
  });

  it('refuses a weak password and a different confirmation', async () => {
    await send('short1', 'other');
    expect(await screen.findByText(rules.passwordRules)).toBeInTheDocument();
    expect(screen.getByText(rules.passwordMismatch)).toBeInTheDocument();
    expect(fake.calls).toHaveLength(0);
  });

  it("sends the new password to the token of the link and returns to /sign-in with the server's message", async () => {
    fake.on(`POST /api/users/reset-password/${RESET_TOKEN}`, {
      body: { status: true, message: serverTexts.users.resetDone },
    });
    await send('Yeni12345', 'Yeni12345');
    await waitFor(() => expect(currentPath()).toBe('/sign-in'));
    expect(await screen.findByRole('status')).toHaveTextContent(serverTexts.users.resetDone);
    expect(screen.getByRole('heading', { name: tr.session.signIn.title })).toBeInTheDocument();
    const [call] = fake.callsTo(`POST /api/users/reset-password/${RESET_TOKEN}`);
    expect(call.body).toEqual({ password: 'Yeni12345' });
    expect(call.headers.get('Authorization')).toBeNull();
  });

  it("shows the server's message for an expired link", async () => {
    fake.on(`POST /api/users/reset-password/${RESET_TOKEN}`, {
      status: 400,
      body: { status: false, message: serverTexts.users.resetInvalid },
    });
    await send('Yeni12345', 'Yeni12345');
    expect(await screen.findByRole('alert')).toHaveTextContent(serverTexts.users.resetInvalid);
    expect(currentPath()).toBe(`/reset-password/${RESET_TOKEN}`);
  });
});
