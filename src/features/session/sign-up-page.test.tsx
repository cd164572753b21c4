import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tr } from '../../i18n/tr-signed-in';
import { serverTexts } from '../../../contract/server-texts';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { currentPath, renderApp, SCREEN_WAIT } from '../../test/render-app';

jest.setTimeout(30_000);

const texts = tr.session.signUp;
const rules = tr.session.validation;

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi()
    .on('GET /api/users/profile', { body: { status: true, data: null } })
    .on('GET /api/compliance/documents', {
      body: {
        status: true,
        data: [
          {
            document: 'privacy-notice',
            version: 3,
            title: 'Aydınlatma Metni',
            text: 'KVKK 10. madde metni.',
          },
        ],
      },
    });
});
afterEach(() => fake.restore());

interface Filled {
  name?: string;
  surname?: string;
  email?: string;
  phone?: string;
  password?: string;
  passwordConfirm?: string;
  terms?: boolean;
  privacyNotice?: boolean;
}

const VALID: Required<Filled> = {
  name: 'Ayşe',
  surname: 'Yılmaz',
  email: 'ayse@example.com',
  phone: '0555 111 22 33',
  password: 'Gizli1234',
  passwordConfirm: 'Gizli1234',
  terms: true,
  privacyNotice: true,
};

async function fillAndSend(values: Filled) {
  const user = userEvent.setup();
  const rendered = renderApp({ route: '/sign-up' });
  await screen.findByRole('heading', { name: texts.title }, SCREEN_WAIT);
  const fields: [keyof Filled, string][] = [
    ['name', texts.name],
    ['surname', texts.surname],
    ['email', texts.email],
    ['phone', texts.phone],
    ['password', texts.password],
    ['passwordConfirm', texts.passwordConfirm],
  ];
  for (const [key, label] of fields) {
    const value = values[key];
    if (typeof value === 'string' && value) await user.type(screen.getByLabelText(label), value);
  }
  if (values.terms) await user.click(screen.getByLabelText(texts.terms));
  if (values.privacyNotice) await user.click(screen.getByLabelText(tr.compliance.privacyNoticeAccept));
  await user.click(screen.getByRole('button', { name: texts.submit }));
  return rendered;
}

/** The message shown under a field (tied to it by aria-describedby). */
function messageUnder(label: string): string | null {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('sign-up screen', () => {
  it('shows a Turkish message under every empty field and sends nothing', async () => {
    await fillAndSend({});
    await waitFor(() => expect(messageUnder(texts.name)).toBe(rules.required));
    for (const label of [texts.surname, texts.email, texts.phone, texts.password, texts.passwordConfirm]) {
      expect(messageUnder(label)).toBe(rules.required);
    }
    expect(messageUnder(texts.terms)).toBe(rules.termsRequired);
    expect(messageUnder(tr.compliance.privacyNoticeAccept)).toBe(rules.privacyNoticeRequired);
    expect(fake.callsTo('POST /api/users/register')).toHaveLength(0);
  });

  it('shows the privacy notice the server serves under its checkbox', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/sign-up' });
    const toggle = await screen.findByRole('button', { name: tr.compliance.privacyNoticeShow }, SCREEN_WAIT);
    await user.click(toggle);
    expect(screen.getByRole('region', { name: 'Aydınlatma Metni' })).toHaveTextContent(
      'KVKK 10. madde metni.',
    );
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('explains a bad e-mail, a bad phone, a weak password and a different confirmation', async () => {
    await fillAndSend({
      ...VALID,
      email: 'ayse@',
      phone: '12ab',
      password: 'kisaydi',
      passwordConfirm: 'baska',
    });
    await waitFor(() => expect(messageUnder(texts.email)).toBe(rules.emailInvalid));
    expect(messageUnder(texts.phone)).toBe(rules.phoneInvalid);
    expect(messageUnder(texts.password)).toBe(rules.passwordRules);
    expect(messageUnder(texts.passwordConfirm)).toBe(rules.passwordMismatch);
    expect(messageUnder(texts.name)).toBeNull();
    expect(fake.callsTo('POST /api/users/register')).toHaveLength(0);
  });

  it('wants a letter and a digit in the password, not only length', async () => {
    await fillAndSend({ ...VALID, password: 'abcdefghij', passwordConfirm: 'abcdefghij' });
    await waitFor(() => expect(messageUnder(texts.password)).toBe(rules.passwordRules));
  });

  it('sends exactly the seven fields and the privacy notice version shown, and signs in with the token', async () => {
    fake.on('POST /api/users/register', { status: 201, body: { status: true, data: { token: 'new-tok' } } });
    const { store } = await fillAndSend(VALID);

    await waitFor(() => expect(currentPath()).toBe('/'), { timeout: 10_000 });
    const [call] = fake.callsTo('POST /api/users/register');
    expect(call.body).toEqual({
      name: 'Ayşe',
      surname: 'Yılmaz',
      email: 'ayse@example.com',
      phone: '0555 111 22 33',
      password: 'Gizli1234',
      passwordConfirm: 'Gizli1234',
      terms: true,
      privacyNoticeVersion: 3,
    });
    expect(call.headers.get('Authorization')).toBeNull();
    expect(store.getState().userToken.token).toBe('new-tok');
    expect(fake.callsTo('GET /api/users/profile')[0].headers.get('Authorization')).toBe('Bearer new-tok');
  });

  it('sends the user to /sign-in with a note when the answer carries no token', async () => {
    fake.on('POST /api/users/register', {
      status: 201,
      body: { status: true, message: serverTexts.users.registered },
    });
    const { store } = await fillAndSend(VALID);
    await waitFor(() => expect(currentPath()).toBe('/sign-in'));
    expect(await screen.findByRole('status')).toHaveTextContent(texts.done);
    expect(store.getState().userToken.token).toBeNull();
  });

  it("shows the server's refusal (a taken e-mail, say)", async () => {
    fake.on('POST /api/users/register', {
      status: 409,
      body: { status: false, message: serverTexts.users.emailTaken },
    });
    await fillAndSend(VALID);
    expect(await screen.findByRole('alert')).toHaveTextContent(serverTexts.users.emailTaken);
    expect(currentPath()).toBe('/sign-up');
  });

  it('shows the generic text when the server gives no message', async () => {
    fake.on('POST /api/users/register', { status: 500 });
    await fillAndSend(VALID);
    expect(await screen.findByRole('alert')).toHaveTextContent(tr.errors.generic);
  });
});
