// Only the newest password-reset link works: a newer request, a reset and a password change each
// end every link mailed before them.
import { updatePasswordHash } from '../../src/users/users-repository';
import { hashPassword } from '../../src/users/password';
import type { TestApp } from '../helpers/build-test-app';
import { type TestUser } from '../helpers/register-and-login';
import { signedInAppForFile } from '../helpers/signed-in-app';

let t: TestApp;
let user: TestUser;
signedInAppForFile((app, signedIn) => {
  t = app;
  user = signedIn;
});

async function requestLink(): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/forgot-password',
    payload: { email: user.email },
  });
  expect(response.statusCode).toBe(200);
  const rows = await t.db.query<{ body: string }>(
    'SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
    [user.email],
  );
  const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(rows[0]?.body ?? '')?.[1];
  if (!token) throw new Error('no reset link in the outbox');
  return token;
}

function reset(token: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/users/reset-password/${token}`,
    payload: { password, passwordConfirm: password },
  });
}

it('a newer request ends the older link', async () => {
  const older = await requestLink();
  const newer = await requestLink();
  expect((await reset(older, 'Yeni1234a')).statusCode).toBe(400);
  expect((await reset(newer, 'Yeni1234a')).statusCode).toBe(200);
});

it('a reset ends every other open link', async () => {
  const first = await requestLink();
  // A second link issued in the same instant by another process: both rows are open.
  await t.db.query(
    `INSERT INTO password_resets (token_hash, user_id, created_at, expires_at)
     SELECT 'other-' || token_hash, user_id, created_at, expires_at FROM password_resets
     WHERE user_id = $1 AND used_at IS NULL`,
    [user.userId],
  );
  expect((await reset(first, 'Yeni1234b')).statusCode).toBe(200);
  const open = await t.db.query('SELECT 1 FROM password_resets WHERE user_id = $1 AND used_at IS NULL', [
    user.userId,
  ]);
  expect(open).toEqual([]);
});

it('a password change ends the open link', async () => {
  const link = await requestLink();
  const passwordHash = await hashPassword('Degisti1234');
  await t.db.transaction((tx) =>
    updatePasswordHash(tx, user.userId, passwordHash, new Date(t.clock.nowMs())),
  );
  expect((await reset(link, 'Yeni1234c')).statusCode).toBe(400);
});
