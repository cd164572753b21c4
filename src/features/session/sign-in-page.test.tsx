import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tr } from '../../i18n/tr-signed-in';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { demoProfile } from '../../test/fixtures';
import { currentPath, renderApp, SCREEN_WAIT } from '../../test/render-app';

const texts = tr.session.signIn;
const profile = demoProfile();

// Signing in loads the layout's chunk for /, which ts-jest compiles on first use.
jest.setTimeout(30_000);

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi().on('GET /api/users/profile', { body: { status: true, data: profile } });
});
afterEach(() => fake.restore());

async function fillAndSend(identifier: string, password: string) {
  const user = userEvent.setup();
  renderApp({ route: '/sign-in' });
  await screen.findByRole('heading', { name: texts.title }, SCREEN_WAIT);
  if (identifier) await user.type(screen.getByLabelText(texts.identifier), identifier);
  if (password) await user.type(screen.getByLabelText(texts.password), password);
  await user.click(screen.getByRole('button', { name: texts.submit }));
  return user;
}

describe('sign-in screen', () => {
  it('asks for both fields in Turkish and sends nothing while they are empty', async () => {
    await fillAndSend('', '');
    expect(await screen.findAllByText(tr.session.validation.required)).toHaveLength(2);
    expect(screen.getByLabelText(texts.identifier)).toHaveAttribute('aria-invalid', 'true');
    expect(fake.callsTo('POST /api/users/login')).toHaveLength(0);
  });

  it('signs in: keeps the token, loads the profile with it, and goes to /', async () => {
    fake.on('POST /api/users/login', { body: { status: true, data: { token: 'tok-123' } } });
    await fillAndSend('demo@example.com', 'Demo1234!');
    // The first visit to / loads the layout's chunk, which takes a while under ts-jest.
    await waitFor(() => expect(currentPath()).toBe('/'), { timeout: 10_000 });
    const [login] = fake.callsTo('POST /api/users/login');
    expect(login.body).toEqual({ identifier: 'demo@example.com', password: 'Demo1234!' });
    expect(login.headers.get('Authorization')).toBeNull();
    const [profileCall] = fake.callsTo('GET /api/users/profile');
    expect(profileCall.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('puts the profile in the store once signed in', async () => {
    fake.on('POST /api/users/login', { body: { status: true, data: { token: 'tok-9' } } });
    const user = userEvent.setup();
    const { store } = renderApp({ route: '/sign-in' });
    await user.type(await screen.findByLabelText(texts.identifier), '05550000000');
    await user.type(screen.getByLabelText(texts.password), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: texts.submit }));
    await waitFor(() => expect(store.getState().userProfile.profile).toEqual(profile));
    expect(store.getState().userToken.token).toBe('tok-9');
  });

  it("shows the server's message when the login is refused", async () => {
    fake.on('POST /api/users/login', {
      status: 401,
      body: { status: false, message: 'E-posta/telefon veya şifre hatalı.' },
    });
    await fillAndSend('demo@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('E-posta/telefon veya şifre hatalı.');
    expect(currentPath()).toBe('/sign-in');
  });

  it("shows the server's error field when it has no message", async () => {
    fake.on('POST /api/users/login', { status: 429, body: { status: false, error: 'Çok fazla deneme.' } });
    await fillAndSend('demo@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Çok fazla deneme.');
  });

  it('shows the system error when no answer comes at all', async () => {
    fake.on('POST /api/users/login', 'network-error');
    await fillAndSend('demo@example.com', 'Demo1234!');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sistem Hatası! Lütfen daha sonra tekrar deneyiniz.',
    );
  });

  it('keeps the button busy while the call runs', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    fake.on('POST /api/users/login', () => new Promise((resolve) => (answer = resolve)));
    await fillAndSend('demo@example.com', 'Demo1234!');
    const button = screen.getByRole('button', { name: texts.submit });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer({ body: { status: false, message: 'Hayır.' } });
    await waitFor(() => expect(button).toBeEnabled());
  });
});
