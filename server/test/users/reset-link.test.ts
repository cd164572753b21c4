// The reset mail carries an absolute link built from PUBLIC_URL: a mail client has no page that a
// relative link could be resolved against.
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { registerAndLogin, type TestUser } from '../helpers/register-and-login';

const PUBLIC_URL = 'https://kaldirac.example/app';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ config: { publicUrl: PUBLIC_URL } });
  user = await registerAndLogin(t.app);
});
afterAll(() => t.close());

describe('the password reset mail', () => {
  it('holds an absolute link on the public address that resets the password', async () => {
    await t.app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email: user.email } });
    const rows = await t.db.query<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1', [
      user.email,
    ]);
    const match = /(\S+)\/reset-password\/([A-Za-z0-9_-]+)/.exec(rows[0]?.body ?? '');
    expect(match?.[1]).toBe(PUBLIC_URL);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/users/reset-password/${match?.[2] ?? ''}`,
      payload: { password: 'YeniSifre123', passwordConfirm: 'YeniSifre123' },
    });
    expect(reset.statusCode).toBe(200);
  });
});
