// Copied orders open in batches that skip the per-order gate, so under `tr-spk` a follow onto a
// real account waits for the onboarding, as a ticket order does; a follow on practice needs none.
import { compliancePart } from '../../src/compliance/compliance-part';
import { buildCopyApp, type CopyTestApp } from '../copy-trading/copy-test-kit';
import { useDescribeApp } from '../helpers/describe-app';
import type { TestUser } from '../helpers/register-and-login';
import { completeOnboarding } from './compliance-test-kit';

const kit = useDescribeApp(
  'copy',
  () => buildCopyApp({ leadingParts: [compliancePart({ config: { jurisdiction: 'tr-spk' } })] }),
  30_000,
);

async function onRealAccount(app: CopyTestApp, user: TestUser): Promise<TestUser> {
  const accounts = (await app.send(user, 'GET', '/api/users/accounts')).body.data as {
    id: string;
    kind: string;
  }[];
  const real = accounts.find((account) => account.kind === 'real');
  if (!real) throw new Error('no real account');
  await app.send(user, 'PUT', '/api/users/accounts/active', { id: real.id });
  await app.trading.service.deposit(real.id, 10_000_00);
  return { ...user, accountId: real.id };
}

describe('following a trader under tr-spk', () => {
  it('follows on practice with no onboarding', async () => {
    const trader = await kit.trader('Deniz Kaya');
    const follower = await kit.customer();
    expect((await kit.follow(follower, trader, 1_000)).statusCode).toBe(200);
  });

  it('refuses a follow onto the real account until the onboarding is done, copying nothing', async () => {
    const trader = await kit.trader('Ece Demir');
    const follower = await onRealAccount(kit, await kit.customer());
    const refused = await kit.follow(follower, trader, 1_000);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.code).toBe('COMPLIANCE_REQUIRED');
    expect(await kit.db.query('SELECT id FROM copies WHERE account_id = $1', [follower.accountId])).toEqual(
      [],
    );
    await completeOnboarding(kit, follower);
    expect((await kit.follow(follower, trader, 1_000)).statusCode).toBe(200);
  });
});
