// POST /api/users/register through HTTP: success opens an account and signs the person in;
// bad input and duplicates are refused in Turkish and write nothing.
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, newRegisterPayload } from '../helpers/register-and-login';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function userCount(): Promise<number> {
  const rows = await t.db.query<{ count: number }>('SELECT COUNT(*)::bigint AS count FROM users');
  return rows[0]?.count ?? -1;
}

function register(payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/users/register', payload });
}

describe('POST /api/users/register', () => {
  it('creates the person on a practice account of 10,000.00 USD and answers a working token', async () => {
    const payload = newRegisterPayload({ email: 'Yeni.Kisi@Example.com', phone: '0532 111 22 33' });
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ status: true, message: 'Kayıt başarılı.' });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(body.data.token),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({
      email: 'yeni.kisi@example.com',
      phone: '+905321112233',
      accountKind: 'practice',
      balance: 10_000,
      credit: 0,
      currency: 'USD',
    });
    const stored = await t.db.query<{ password_hash: string; token_hash: string }>(
      'SELECT u.password_hash, s.token_hash FROM users u JOIN sessions s ON s.user_id = u.id WHERE u.email = $1',
      ['yeni.kisi@example.com'],
    );
    expect(stored[0]?.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored[0]?.token_hash).not.toBe(body.data.token);
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    [{ email: 'not-an-email' }, 'E-posta adresi geçersiz.'],
    [{ phone: '12ab' }, 'Telefon numarası geçersiz.'],
    [{ phone: '+1 23' }, 'Telefon numarası geçersiz.'],
    [{ password: 'short1A', passwordConfirm: 'short1A' }, 'Şifre en az 8 karakter olmalıdır.'],
    [
      { password: 'alllowercase1', passwordConfirm: 'alllowercase1' },
      'Şifre en az 8 karakter olmalı; büyük harf, küçük harf ve rakam içermelidir.',
    ],
    [{ passwordConfirm: 'Different123' }, 'Şifreler eşleşmiyor.'],
    [{ terms: false }, 'Devam etmek için kullanım koşullarını kabul etmelisiniz.'],
    [{ name: '   ' }, 'Ad zorunludur.'],
    [{ name: '' }, 'Ad en az 1 karakter olmalıdır.'],
  ])('refuses %j with "%s" and writes nothing', async (override, message) => {
    const before = await userCount();
    const response = await register(newRegisterPayload(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, message });
    expect(await userCount()).toBe(before);
  });

  it('names a missing field in Turkish', async () => {
    const { surname: _surname, ...withoutSurname } = newRegisterPayload();
    const response = await register(withoutSurname);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: false, message: 'Soyad zorunludur.', code: 'VALIDATION' });
  });

  it('refuses unknown fields instead of ignoring them', async () => {
    const before = await userCount();
    const response = await register({ ...newRegisterPayload(), isAdmin: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Bilinmeyen alan: isAdmin.');
    expect(await userCount()).toBe(before);
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const first = newRegisterPayload();
    expect((await register(first)).statusCode).toBe(201);
    const before = await userCount();
    const response = await register(newRegisterPayload({ email: first.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: false,
      message: 'Bu e-posta adresi ile kayıtlı bir hesap zaten var.',
      code: 'DUPLICATE',
    });
    expect(await userCount()).toBe(before);
  });

  it('refuses a second account with the same phone written another way', async () => {
    expect((await register(newRegisterPayload({ phone: '+905441234567' }))).statusCode).toBe(201);
    const response = await register(newRegisterPayload({ phone: '0544 123 45 67' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Bu telefon numarası ile kayıtlı bir hesap zaten var.');
  });

  it('lets only one of two simultaneous registrations with one email through', async () => {
    const email = 'race@example.com';
    const answers = await Promise.all([
      register(newRegisterPayload({ email })),
      register(newRegisterPayload({ email })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.db.query('SELECT id FROM users WHERE email = $1', [email]);
    expect(rows).toHaveLength(1);
  });
});
