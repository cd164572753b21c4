// Copied orders open under the follower's terms: at the follower's capped leverage (practice
// accounts too), and on a real account below the minimum deposit the copy is skipped with the
// refusal's code recorded, nothing opened, every balance equal to its ledger.
import type { Order } from '../../../contract/entities';
import { compliancePart } from '../../src/compliance/compliance-part';
import { buildCopyApp } from '../copy-trading/copy-test-kit';
import { useDescribeApp } from '../helpers/describe-app';
import type { TestUser } from '../helpers/register-and-login';
import { marketOrder } from '../trading/trading-test-kit';
import { completeOnboarding } from './compliance-test-kit';

const kit = useDescribeApp(
  'copy',
  () => buildCopyApp({ leadingParts: [compliancePart({ config: { jurisdiction: 'tr-spk' } })] }),
  30_000,
);

async function openOf(user: TestUser): Promise<Order[]> {
  return (await kit.send(user, 'GET', '/api/orders?page=1')).body.data as Order[];
}

async function traderOpens(trader: TestUser, lots: number): Promise<void> {
  const answer = await kit.send(trader, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', lots));
  if (answer.statusCode !== 200) throw new Error(JSON.stringify(answer.body));
  await kit.settle();
}

describe('copied orders under tr-spk', () => {
  it("open at the follower's capped leverage", async () => {
    const trader = await kit.trader('Deniz Kaya');
    const follower = await kit.customer();
    expect((await kit.follow(follower, trader, 1_000)).statusCode).toBe(200);
    await traderOpens(trader, 0.5);
    const [copy] = await openOf(follower);
    expect(copy).toMatchObject({ symbol: 'EURUSD', amount: 0.05 });
    // 0.05 lots of EURUSD at 1.085: 5,425 USD of notional, 542.50 at 1:10 (54.25 at the symbol's 1:100).
    expect(copy?.margin).toBeCloseTo(542.5, 2);
    expect((await kit.ledgerDrift()).every((drift) => drift === 0)).toBe(true);
  });

  it('skip a real account below the minimum deposit, recording why', async () => {
    const trader = await kit.trader('Ece Demir');
    const follower = await kit.customer();
    const accounts = (await kit.send(follower, 'GET', '/api/users/accounts')).body.data as {
      id: string;
      kind: string;
    }[];
    const real = accounts.find((account) => account.kind === 'real');
    if (!real) throw new Error('no real account');
    await kit.send(follower, 'PUT', '/api/users/accounts/active', { id: real.id });
    await kit.trading.service.deposit(real.id, 1_000_00);
    await completeOnboarding(kit, follower);
    expect((await kit.follow(follower, trader, 1_000)).statusCode).toBe(200);
    await traderOpens(trader, 0.5);
    expect(await openOf(follower)).toEqual([]);
    const links = await kit.db.query<{ skip_reason: string | null; follower_order_id: string | null }>(
      `SELECT l.skip_reason, l.follower_order_id FROM copy_links l JOIN copies c ON c.id = l.copy_id
       WHERE c.account_id = $1`,
      [real.id],
    );
    expect(links).toEqual([{ skip_reason: 'MIN_DEPOSIT_REQUIRED', follower_order_id: null }]);
    expect((await kit.ledgerDrift()).every((drift) => drift === 0)).toBe(true);
  });
});
