// forgot-password answers at the same moment whether or not the address is registered, so its
// timing tells nothing; the calls whose message says which of e-mail or phone is taken (register,
// a profile phone change) are limited per address in rate-limits.test.ts.
import { performance } from 'node:perf_hooks';
import { FORGOT_PASSWORD_ANSWER_MS } from '../../src/users/users-routes';
import type { TestApp } from '../helpers/build-test-app';
import { type TestUser } from '../helpers/register-and-login';
import { signedInAppForFile } from '../helpers/signed-in-app';

let t: TestApp;
let user: TestUser;
signedInAppForFile((app, signedIn) => {
  t = app;
  user = signedIn;
});

async function timedForgot(email: string): Promise<number> {
  const startedMs = performance.now();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/forgot-password',
    payload: { email },
  });
  expect(response.statusCode).toBe(200);
  return performance.now() - startedMs;
}

it('answers a known and an unknown address no sooner than the same moment', async () => {
  const known: number[] = [];
  const unknown: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    known.push(await timedForgot(user.email));
    unknown.push(await timedForgot(`ghost${round}@example.com`));
  }
  // A timer may fire up to a millisecond early against performance.now().
  for (const durationMs of [...known, ...unknown])
    expect(durationMs).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS - 2);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
  expect(Math.abs(median(known) - median(unknown))).toBeLessThan(FORGOT_PASSWORD_ANSWER_MS / 2);
});

it('a failed write answers like an unknown address, not 500', async () => {
  const original = t.db.transaction.bind(t.db);
  t.db.transaction = () => Promise.reject(new Error('database unavailable'));
  try {
    expect(await timedForgot(user.email)).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS - 2);
  } finally {
    t.db.transaction = original;
  }
});
