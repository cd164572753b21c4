// The wallet with its own gate (no test stand-in): a withdrawal is refused until the four
// documents are approved through the operator's calls, and accepted once they are.
import { createManualClock } from '../../src/clock';
import { TRADING } from '../../src/trading/trading-part';
import type { TradingServices } from '../../src/trading/trading-plugin';
import { walletPart } from '../../src/wallet/wallet-part';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, registerAndLogin } from '../helpers/register-and-login';
import { registerOperator } from '../helpers/register-operator';
import { MONDAY_NOON_MS } from '../trading/trading-test-kit';
import { turkishIban } from '../wallet/wallet-test-kit';
import { pngOf, upload, VERIFICATION_KINDS } from './identity-test-kit';
import { quotedTradingParts } from '../helpers/test-customer-steps';

let t: TestApp;
let trading: TradingServices | null = null;

beforeAll(async () => {
  const clock = createManualClock(MONDAY_NOON_MS);
  t = await buildTestApp({
    clock,
    parts: [...quotedTradingParts(clock), walletPart()],
  });
  trading = t.server.use(TRADING);
}, 30_000);
afterAll(() => t.close());

it('opens withdrawals once identity-front, identity-back, selfie and address are approved', async () => {
  const operator = await registerOperator(t.app, t.db);
  const user = await registerAndLogin(t.app, { name: 'Ayşe', surname: 'Yılmaz' });
  const accounts = await t.app.inject({
    method: 'GET',
    url: '/api/users/accounts',
    headers: bearer(user.token),
  });
  const real = (accounts.json().data as { id: string; kind: string }[]).find(
    (account) => account.kind === 'real',
  );
  if (!real || !trading) throw new Error('no real account');
  await t.app.inject({
    method: 'PUT',
    url: '/api/users/accounts/active',
    headers: bearer(user.token),
    payload: { id: real.id },
  });
  await (trading as TradingServices).service.deposit(real.id, 100_000);
  const withdraw = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/trans',
      headers: bearer(user.token),
      payload: { type: 'withdrawal', amount: 100, iban: turkishIban(7), holder: 'Ayşe Yılmaz' },
    });

  const ids: string[] = [];
  for (const kind of VERIFICATION_KINDS)
    ids.push((await upload(t.app, user.token, kind, pngOf())).json().data.documentId as string);
  const pending = await withdraw();
  expect(pending.statusCode).toBe(403);
  expect(pending.json().message).toMatch(/kimlik doğrulamanızın onaylanmış olması/);

  for (const id of ids)
    await t.app.inject({
      method: 'POST',
      url: `/api/operator/verifications/${id}/approve`,
      headers: bearer(operator.token),
    });
  const accepted = await withdraw();
  expect(accepted.statusCode).toBe(200);
  expect(accepted.json().data).toMatchObject({ type: 'withdrawal', status: 'pending' });
});
