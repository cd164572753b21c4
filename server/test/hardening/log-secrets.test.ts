// A failed query never puts a statement's values in the log: no password hash, e-mail or phone,
// on PGlite (which attaches the parameters to its errors) or PostgreSQL (which quotes the key in
// its detail). The queries below fail on purpose with such values and the log is searched.
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { DatabaseQueryError } from '../../src/db/database-error';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { registerAndLogin, type TestUser } from '../helpers/register-and-login';

let t: TestApp;
let user: TestUser;
let passwordHash: string;
const lines: string[] = [];

const failingQueries: FastifyPluginAsync = async (app) => {
  // A second person with the first one's e-mail: a unique violation naming the key.
  app.post('/test/duplicate-user', async () => {
    await app.db.query(
      `INSERT INTO users (name, surname, email, phone, password_hash, created_at, updated_at)
       VALUES ('Ayşe', 'Yılmaz', $1, $2, $3, now(), now())`,
      [user.email, user.phone, passwordHash],
    );
    return { ok: true };
  });
  // A value that cannot be cast: the message quotes it.
  app.post('/test/bad-cast', async () => {
    await app.db.query('SELECT $1::uuid, $2::int', [user.email, user.phone]);
    return { ok: true };
  });
  app.post('/test/in-transaction', async () => {
    await app.db.transaction((tx) => tx.query('SELECT $1::int', [passwordHash]));
    return { ok: true };
  });
};

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  t = await buildTestApp({ config: { logLevel: 'info' }, logStream: stream, plugins: [failingQueries] });
  user = await registerAndLogin(t.app);
  const rows = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
    user.userId,
  ]);
  passwordHash = rows[0]?.password_hash ?? '';
  expect(passwordHash).toMatch(/^\$argon2/);
});
afterAll(() => t.close());

it.each(['/test/duplicate-user', '/test/bad-cast', '/test/in-transaction'])(
  '%s fails with 500 and logs no hash, e-mail or phone',
  async (url) => {
    lines.length = 0;
    const response = await t.app.inject({ method: 'POST', url });
    expect(response.statusCode).toBe(500);
    const log = lines.join('\n');
    expect(log).toContain('request failed');
    expect(log).toContain('DatabaseQueryError');
    for (const secret of [passwordHash, user.email, user.phone, user.phone.slice(1)]) {
      expect(log).not.toContain(secret);
    }
  },
);

it('keeps what callers decide by: the code and the constraint', async () => {
  const error = await t.db
    .query(
      `INSERT INTO users (name, surname, email, phone, password_hash, created_at, updated_at)
       VALUES ('A', 'B', $1, '+900000000001', 'x', now(), now())`,
      [user.email],
    )
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(DatabaseQueryError);
  expect(error).toMatchObject({ code: '23505' });
  expect(String((error as DatabaseQueryError).constraint)).toContain('email');
  expect(JSON.stringify(error)).not.toContain(user.email);
});
