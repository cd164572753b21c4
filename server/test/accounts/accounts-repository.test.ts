// Every balance change is a ledger row written with the balance; the two always agree.
import fc from 'fast-check';
import {
  ledgerBalanceCents,
  loadAccount,
  postLedger,
  type LedgerKind,
} from '../../src/accounts/accounts-repository';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { registerAndLogin } from '../helpers/register-and-login';

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await buildTestApp();
  userId = (await registerAndLogin(t.app)).userId;
});
afterAll(() => t.close());

describe('postLedger', () => {
  it('moves the balance and records the row with the balance after it', async () => {
    const after = await t.db.transaction((tx) =>
      postLedger(tx, { userId, kind: 'deposit', amountCents: 12_345 }),
    );
    expect(after).toBe(12_345);
    const rows = await t.db.query<{ kind: string; amount_cents: number; balance_after_cents: number }>(
      'SELECT kind, amount_cents, balance_after_cents FROM ledger WHERE user_id = $1',
      [userId],
    );
    expect(rows).toEqual([{ kind: 'deposit', amount_cents: 12_345, balance_after_cents: 12_345 }]);
  });

  it('keeps credit apart from the balance', async () => {
    const before = await loadAccount(t.db, userId);
    await t.db.transaction((tx) => postLedger(tx, { userId, kind: 'credit', amountCents: 500 }));
    const after = await loadAccount(t.db, userId);
    expect(after?.balanceCents).toBe(before?.balanceCents);
    expect(after?.creditCents).toBe((before?.creditCents ?? 0) + 500);
  });

  it('writes neither the balance nor the row when the transaction fails', async () => {
    const before = await loadAccount(t.db, userId);
    await expect(
      t.db.transaction(async (tx) => {
        await postLedger(tx, { userId, kind: 'withdrawal', amountCents: -100 });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await loadAccount(t.db, userId)).toEqual(before);
    expect(await ledgerBalanceCents(t.db, userId)).toBe(before?.balanceCents);
  });

  it('refuses fractional cents and unknown accounts loudly', async () => {
    await expect(
      t.db.transaction((tx) => postLedger(tx, { userId, kind: 'deposit', amountCents: 1.5 })),
    ).rejects.toThrow(/safe integer/);
    await expect(
      t.db.transaction((tx) => postLedger(tx, { userId: 'nobody', kind: 'deposit', amountCents: 1 })),
    ).rejects.toThrow(/no account/);
  });

  it('keeps balance equal to the ledger sum under random postings, some concurrent', async () => {
    const kinds: LedgerKind[] = ['deposit', 'withdrawal', 'realized', 'swap', 'stopout_reset'];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            kind: fc.constantFrom(...kinds),
            amountCents: fc.integer({ min: -50_000, max: 50_000 }),
          }),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        async (entries) => {
          await Promise.all(
            entries.map((entry) => t.db.transaction((tx) => postLedger(tx, { userId, ...entry }))),
          );
          const account = await loadAccount(t.db, userId);
          expect(account?.balanceCents).toBe(await ledgerBalanceCents(t.db, userId));
        },
      ),
      { numRuns: 15 },
    );
  });
});
