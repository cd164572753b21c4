// PUT /api/users/profile with the personal information fields, and GET /api/users/profile showing
// them: the T.C. Kimlik No rule table by table, the birth date (a real day, not in the future, 18
// or older), e-mail and phone changes behind the password, and nothing half-written.
import { createManualClock } from '../../src/clock';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, registerAndLogin, type TestUser } from '../helpers/register-and-login';

/** 15 March 2026, 12:00 in Istanbul. */
const TODAY_MS = Date.UTC(2026, 2, 15, 9, 0, 0);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock: createManualClock(TODAY_MS) });
});
afterAll(() => t.close());

const put = (user: TestUser, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(user.token), payload });
const profileOf = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(user.token) })).json().data;

describe('T.C. Kimlik No', () => {
  it.each<[string, number, string | null, string]>([
    ['10000000146', 200, null, 'the smallest valid number'],
    ['12345678950', 200, null, 'a valid number'],
    ['19090909018', 200, null, 'valid though 7 × the odd sum is below the even sum'],
    ['02345678950', 400, 'NATIONAL_ID_INVALID', 'a first digit of 0'],
    ['1234567895', 400, 'NATIONAL_ID_INVALID', 'ten digits'],
    ['12345678940', 400, 'NATIONAL_ID_INVALID', 'a wrong 10th digit'],
    ['12345678951', 400, 'NATIONAL_ID_INVALID', 'a wrong 11th digit'],
    ['1234567895a', 400, 'NATIONAL_ID_INVALID', 'a letter'],
    ['123456789501', 400, 'VALIDATION', 'twelve digits'],
  ])('%s → %i (%s, %s)', async (nationalId, status, code) => {
    const user = await registerAndLogin(t.app);
    const response = await put(user, { nationalId });
    expect(response.statusCode).toBe(status);
    if (code) {
      expect(response.json()).toMatchObject({ status: false, code });
      expect((await profileOf(user)).nationalId).toBeNull();
    } else {
      expect((await profileOf(user)).nationalId).toBe(nationalId);
    }
  });

  it('belongs to one customer only, and the refusal does not say that someone holds it', async () => {
    const first = await registerAndLogin(t.app);
    const second = await registerAndLogin(t.app);
    expect((await put(first, { nationalId: '23456789060' })).statusCode).toBe(200);
    const taken = await put(second, { nationalId: '23456789060' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      status: false,
      message:
        'Bu T.C. Kimlik No kaydedilemedi. Numarayı kontrol ediniz; doğruysa müşteri hizmetlerimizle iletişime geçiniz.',
      code: 'NATIONAL_ID_REFUSED',
    });
    expect(taken.json().message).not.toMatch(/başka bir hesap|kayıtlı/);
    expect((await profileOf(second)).nationalId).toBeNull();
  });
});

describe('birth date', () => {
  it.each<[string, number, string | null, string]>([
    ['2008-03-15', 200, null, 'the 18th birthday is today'],
    ['2008-03-16', 400, 'UNDERAGE', 'one day short of 18'],
    ['1990-01-31', 200, null, 'an adult'],
    ['2030-01-01', 400, 'BIRTH_DATE_INVALID', 'in the future'],
    ['2001-02-29', 400, 'BIRTH_DATE_INVALID', 'not a calendar day'],
    ['15.03.1990', 400, 'BIRTH_DATE_INVALID', 'not YYYY-MM-DD'],
  ])('%s → %i (%s, %s)', async (birthDate, status, code) => {
    const user = await registerAndLogin(t.app);
    const response = await put(user, { birthDate });
    expect(response.statusCode).toBe(status);
    if (code) expect(response.json()).toMatchObject({ status: false, code });
    expect((await profileOf(user)).birthDate).toBe(code ? null : birthDate);
  });

  it('says so in Turkish', async () => {
    const user = await registerAndLogin(t.app);
    expect((await put(user, { birthDate: '2010-01-01' })).json().message).toBe(
      'Hesap açabilmek için 18 yaşını doldurmuş olmalısınız.',
    );
  });
});

describe('PUT /api/users/profile', () => {
  it('stores address, city and country and shows them in the profile', async () => {
    const user = await registerAndLogin(t.app);
    const response = await put(user, {
      birthDate: '1985-07-20',
      nationalId: '34567890170',
      address: '  Atatürk Cad.  No: 5 ',
      city: 'İstanbul',
      country: 'Türkiye',
    });
    expect(response.statusCode).toBe(200);
    expect(await profileOf(user)).toMatchObject({
      birthDate: '1985-07-20',
      nationalId: '34567890170',
      address: 'Atatürk Cad. No: 5',
      city: 'İstanbul',
      country: 'Türkiye',
      hasAvatar: false,
      verificationStatus: 'unverified',
    });
  });

  it('changes the e-mail only with the right current password', async () => {
    const user = await registerAndLogin(t.app);
    const missing = await put(user, { email: 'yeni@example.com' });
    expect(missing.json()).toMatchObject({ code: 'PASSWORD_REQUIRED' });
    const wrong = await put(user, { email: 'yeni@example.com', currentPassword: 'Yanlis1234' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', message: 'Mevcut şifreniz hatalı.' });
    expect((await profileOf(user)).email).toBe(user.email);
    const right = await put(user, { email: 'Yeni@Example.com', currentPassword: user.password });
    expect(right.statusCode).toBe(200);
    expect((await profileOf(user)).email).toBe('yeni@example.com');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { identifier: 'yeni@example.com', password: user.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('checks the password before saying that a phone or e-mail is taken', async () => {
    const user = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    for (const change of [{ phone: other.phone }, { email: other.email }]) {
      const guessed = await put(user, { ...change, currentPassword: 'Yanlis1234' });
      expect(guessed.statusCode).toBe(400);
      expect(guessed.json()).toMatchObject({ code: 'WRONG_PASSWORD' });
      expect((await put(user, change)).json()).toMatchObject({ code: 'PASSWORD_REQUIRED' });
    }
    const taken = await put(user, { phone: other.phone, currentPassword: user.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      status: false,
      message: 'Bu telefon numarası ile kayıtlı bir hesap zaten var.',
    });
  });

  it('refuses an e-mail already used, and needs no password when e-mail and phone stay the same', async () => {
    const user = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const taken = await put(user, { email: other.email, currentPassword: user.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Bu e-posta adresi ile kayıtlı bir hesap zaten var.');
    const same = await put(user, { email: user.email, phone: user.phone, city: 'Ankara' });
    expect(same.statusCode).toBe(200);
    expect((await profileOf(user)).city).toBe('Ankara');
  });

  it('writes nothing when one field is refused', async () => {
    const user = await registerAndLogin(t.app);
    const response = await put(user, { name: 'Değişti', city: 'İzmir', nationalId: '12345678951' });
    expect(response.statusCode).toBe(400);
    const profile = await profileOf(user);
    expect(profile.name).toBe('Ayşe');
    expect(profile.city).toBeNull();
  });
});
