// GET and PUT /api/users/profile: the person's fields with the account figures, and edits.
import type { AccountSummary } from '../../../contract/entities';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, registerAndLogin, type TestUser } from '../helpers/register-and-login';

const liveFigures: AccountSummary = {
  balance: 1000,
  credit: 50,
  margin: 200,
  assets: 1075.5,
  marginFree: 875.5,
  marginPct: 537.75,
  floating: 25.5,
};

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  user = await registerAndLogin(t.app, { name: 'Mehmet', surname: 'Demir' });
});
afterAll(() => t.close());

function getProfile(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
}

function putProfile(token: string, payload: object) {
  return t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(token), payload });
}

describe('GET /api/users/profile', () => {
  it('answers the person and the figures of the active account: a new customer’s practice account', async () => {
    const response = await getProfile(user.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      data: {
        id: user.userId,
        name: 'Mehmet',
        surname: 'Demir',
        email: user.email,
        phone: user.phone,
        role: 'customer',
        accountId: user.accountId,
        accountKind: 'practice',
        currency: 'USD',
        balance: 10_000,
        credit: 0,
        margin: 0,
        assets: 10_000,
        marginFree: 10_000,
        marginPct: 0,
        floating: 0,
        birthDate: null,
        nationalId: null,
        address: null,
        city: null,
        country: null,
        hasAvatar: false,
        verificationStatus: 'unverified',
        twoFactorEnabled: false,
      },
    });
    expect(response.body).not.toContain('password');
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe(false);
  });

  it('takes the figures from the provider trading plugs in', async () => {
    const other = await buildTestApp({ accountFigures: async () => liveFigures });
    try {
      const person = await registerAndLogin(other.app);
      const data = (
        await other.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(person.token) })
      ).json().data;
      expect(data).toMatchObject(liveFigures);
    } finally {
      await other.close();
    }
  });
});

describe('PUT /api/users/profile', () => {
  it('changes name, surname and phone (a new phone with the current password)', async () => {
    const response = await putProfile(user.token, {
      name: ' Ali  Rıza ',
      surname: 'Kaya',
      phone: '0533 999 88 77',
      currentPassword: user.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: 'Bilgileriniz güncellendi.' });
    const data = (await getProfile(user.token)).json().data;
    expect(data).toMatchObject({
      name: 'Ali Rıza',
      surname: 'Kaya',
      phone: '+905339998877',
      email: user.email,
    });
  });

  it('refuses a change of email without the current password', async () => {
    const response = await putProfile(user.token, { email: 'new@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('PASSWORD_REQUIRED');
    expect((await getProfile(user.token)).json().data.email).toBe(user.email);
  });

  it('refuses bad values in Turkish and changes nothing', async () => {
    const before = (await getProfile(user.token)).json().data;
    for (const [payload, message] of [
      [{ phone: 'abc' }, 'Telefon numarası geçersiz.'],
      [{ name: '  ' }, 'Ad zorunludur.'],
      [{ surname: 'x'.repeat(51) }, 'Soyad en fazla 50 karakter olabilir.'],
    ] as const) {
      const response = await putProfile(user.token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await getProfile(user.token)).json().data).toEqual(before);
  });

  it('refuses a phone that belongs to someone else, once the password is right', async () => {
    const other = await registerAndLogin(t.app);
    const response = await putProfile(user.token, { phone: other.phone, currentPassword: user.password });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Bu telefon numarası ile kayıtlı bir hesap zaten var.');
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/users/profile', payload: { name: 'X' } });
    expect(response.statusCode).toBe(401);
  });
});
