// Every balance change is a ledger row written with the balance; the two always agree.
import fc from 'fast-check';
import {
  accountOfKind,
  accountsOf,
  ledgerBalanceCents,
  loadAccount,
  postLedger,
  postLedgerBatch,
  PRACTICE_BALANCE_CENTS,
} from '../../src/accounts/accounts-repository';
import type { LedgerKind } from '../../src/engine/engine-types';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { registerAndLogin } from '../helpers/register-and-login';

let t: TestApp;
let userId: string;
let accountId: string;
beforeAll(async () => {
  t = await buildTestApp();
  userId = (await registerAndLogin(t.app)).userId;
  const real = await accountOfKind(t.db, userId, 'real');
  if (!real) throw new Error('no real account');
  accountId = real.id;
});

describe("a new customer's accounts", () => {
  it('are a real account at 0 and a practice account funded with 10,000.00 through the ledger', async () => {
    const accounts = await accountsOf(t.db, userId);
    expect(accounts.map((account) => [account.kind, account.balanceCents, account.heldCents])).toEqual([
      ['practice', PRACTICE_BALANCE_CENTS, 0],
      ['real', 0, 0],
    ]);
    for (const account of accounts)
      expect(await ledgerBalanceCents(t.db, account.id)).toBe(account.balanceCents);
  });
});
afterAll(() => t.close());

describe('postLedger', () => {
  it('moves the balance and records the row with the balance after it', async () => {
    const after = await t.db.transaction((tx) =>
      postLedger(tx, { accountId, kind: 'deposit', amountCents: 12_345 }),
    );
    expect(after).toBe(12_345);
    const rows = await t.db.query<{ kind: string; amount_cents: number; balance_after_cents: number }>(
      'SELECT kind, amount_cents, balance_after_cents FROM ledger WHERE account_id = $1',
      [accountId],
    );
    expect(rows).toEqual([{ kind: 'deposit', amount_cents: 12_345, balance_after_cents: 12_345 }]);
  });

  it('keeps credit apart from the balance', async () => {
    const before = await loadAccount(t.db, accountId);
    await t.db.transaction((tx) => postLedger(tx, { accountId, kind: 'credit', amountCents: 500 }));
    const after = await loadAccount(t.db, accountId);
    expect(after?.balanceCents).toBe(before?.balanceCents);
    expect(after?.creditCents).toBe((before?.creditCents ?? 0) + 500);
  });

  it('writes neither the balance nor the row when the transaction fails', async () => {
    const before = await loadAccount(t.db, accountId);
    await expect(
      t.db.transaction(async (tx) => {
        await postLedger(tx, { accountId, kind: 'withdrawal', amountCents: -100 });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await loadAccount(t.db, accountId)).toEqual(before);
    expect(await ledgerBalanceCents(t.db, accountId)).toBe(before?.balanceCents);
  });

  it('refuses fractional cents and unknown accounts loudly', async () => {
    await expect(
      t.db.transaction((tx) => postLedger(tx, { accountId, kind: 'deposit', amountCents: 1.5 })),
    ).rejects.toThrow(/safe integer/);
    await expect(
      t.db.transaction((tx) => postLedger(tx, { accountId: 'nobody', kind: 'deposit', amountCents: 1 })),
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
            entries.map((entry) => t.db.transaction((tx) => postLedger(tx, { accountId, ...entry }))),
          );
          const account = await loadAccount(t.db, accountId);
          expect(account?.balanceCents).toBe(await ledgerBalanceCents(t.db, accountId));
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe('postLedgerBatch', () => {
  interface Row {
    account_id: string;
    kind: string;
    amount_cents: number;
    balance_after_cents: number;
    order_id: string | null;
  }
  const rowsOf = (accounts: readonly string[]) =>
    t.db.query<Row>(
      `SELECT account_id, kind, amount_cents, balance_after_cents, order_id FROM ledger
       WHERE account_id = ANY($1::text[]) ORDER BY id`,
      [accounts],
    );

  it('writes the same rows, balances and answers as postLedger entry by entry, several per account', async () => {
    const kinds: LedgerKind[] = ['deposit', 'withdrawal', 'realized', 'swap', 'credit', 'stopout_reset'];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            slot: fc.integer({ min: 0, max: 1 }),
            kind: fc.constantFrom(...kinds),
            amountCents: fc.integer({ min: -50_000, max: 50_000 }),
            orderId: fc.option(fc.constantFrom('7', '8'), { nil: null }),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        async (entries) => {
          // Two customers' accounts start alike (real at 0, practice funded): one is posted to
          // entry by entry, the other in one batch.
          const pairs = await Promise.all(
            [0, 1].map(async () => {
              const { userId: owner } = await registerAndLogin(t.app);
              const accounts = await accountsOf(t.db, owner);
              return accounts.map((account) => account.id);
            }),
          );
          const [single, batched] = pairs;
          const at = new Date(Date.UTC(2026, 0, 5, 12));
          const answersOneByOne = await t.db.transaction(async (tx) => {
            const answers: number[] = [];
            for (const entry of entries)
              answers.push(await postLedger(tx, { ...entry, accountId: single[entry.slot], at }));
            return answers;
          });
          const answersBatched = await t.db.transaction((tx) =>
            postLedgerBatch(
              tx,
              entries.map((entry) => ({ ...entry, accountId: batched[entry.slot], at })),
            ),
          );
          expect(answersBatched).toEqual(answersOneByOne);
          const slotOf = (pair: string[]) => (row: Row) => ({
            ...row,
            account_id: pair.indexOf(row.account_id),
          });
          const ledgerOneByOne = (await rowsOf(single)).map(slotOf(single));
          const ledgerBatched = (await rowsOf(batched)).map(slotOf(batched));
          expect(ledgerBatched).toEqual(ledgerOneByOne);
          for (const [a, b] of [0, 1].map((slot) => [single[slot], batched[slot]])) {
            const [one, other] = [await loadAccount(t.db, a), await loadAccount(t.db, b)];
            expect({ ...other, id: '', userId: '' }).toEqual({ ...one, id: '', userId: '' });
          }
        },
      ),
      { numRuns: 10 },
    );
  });

  it('refuses an unknown account and writes nothing', async () => {
    const before = await loadAccount(t.db, accountId);
    await expect(
      t.db.transaction((tx) =>
        postLedgerBatch(tx, [
          { accountId, kind: 'deposit', amountCents: 1 },
          { accountId: 'nobody', kind: 'deposit', amountCents: 1 },
        ]),
      ),
    ).rejects.toThrow(/no account nobody/);
    expect(await loadAccount(t.db, accountId)).toEqual(before);
  });
});
