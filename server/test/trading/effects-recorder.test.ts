// The recorder writes runs of closes and balance changes as multi-row statements: the rows must be
// those the effects one by one would write, and a missing row or a drifted figure still rolls back.
import { Socket } from 'node:net';
import { accountOfKind, loadAccount } from '../../src/accounts/accounts-repository';
import type { BalanceChangedEffect, EngineEffect, PositionClosedEffect } from '../../src/engine/engine-types';
import { LedgerDriftError, recordEffects } from '../../src/trading/effects-recorder';
import { type DecisionWrite, writeDecisionsInOneFlight } from '../../src/trading/decision-writes';
import { OrderDriftError } from '../../src/trading/orders-writes';
import type { OrderMarks } from '../../src/trading/position-settlement-writes';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { registerAndLogin } from '../helpers/register-and-login';

const AT_MS = Date.UTC(2026, 0, 5, 12);
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let nextOrderId = 1_000;

async function realAccount(): Promise<string> {
  const { userId } = await registerAndLogin(t.app);
  const account = await accountOfKind(t.db, userId, 'real');
  if (!account) throw new Error('no real account');
  return account.id;
}

function opened(accountId: string): EngineEffect {
  nextOrderId += 1;
  return {
    type: 'positionOpened',
    position: {
      id: String(nextOrderId),
      accountId,
      symbol: 'EURUSD',
      side: 'Buy',
      lots: 1,
      status: 'open',
      openPrice: 1.08,
      marketLimit: null,
      stopLoss: null,
      takeProfit: null,
      marginCents: 1_000,
      swapCents: 0,
      createdAtMs: AT_MS,
      openedAtMs: AT_MS,
    },
  };
}

function closed(id: string, accountId: string, realizedCents: number): PositionClosedEffect {
  return {
    type: 'positionClosed',
    id,
    sourceId: id,
    accountId,
    symbol: 'EURUSD',
    side: 'Buy',
    lots: 1,
    openPrice: 1.08,
    closePrice: 1.07,
    realizedCents,
    swapCents: 0,
    marginCents: 1_000,
    reason: 'stopOut',
    createdAtMs: AT_MS,
    closedAtMs: AT_MS + 1,
    remainingLots: 0,
    remainingMarginCents: 0,
  };
}

function posted(
  accountId: string,
  kind: BalanceChangedEffect['kind'],
  amountCents: number,
  balanceAfterCents: number,
  orderId: string | null = null,
): BalanceChangedEffect {
  return {
    type: 'balanceChanged',
    accountId,
    kind,
    amountCents,
    balanceAfterCents,
    orderId,
    atMs: AT_MS + 1,
  };
}

const idOf = (effect: EngineEffect): string => (effect.type === 'positionOpened' ? effect.position.id : '?');

describe('recordEffects in batches', () => {
  it('writes a stop-out storm with swaps and several ledger rows per account in decision order', async () => {
    const [a, b] = [await realAccount(), await realAccount()];
    const opens = [opened(a), opened(a), opened(b)];
    const [a1, a2, b1] = opens.map(idOf);
    await t.db.transaction((tx) =>
      recordEffects(
        tx,
        [...opens, posted(a, 'deposit', 5_000, 5_000), posted(b, 'deposit', 300, 300)],
        AT_MS,
      ),
    );
    const storm: EngineEffect[] = [
      posted(a, 'swap', -10, 4_990, a1),
      closed(a1, a, -6_000),
      posted(a, 'realized', -6_000, -1_010, a1),
      { type: 'marginWarning', accountId: b, marginPct: 40, atMs: AT_MS + 1 },
      closed(b1, b, -500),
      posted(b, 'realized', -500, -200, b1),
      posted(b, 'stopout_reset', 200, 0),
      // a second swap on a1 would be refused (closed); a swap on a2 then its close split the batch
      posted(a, 'swap', -5, -1_015, a2),
      closed(a2, a, 15),
      posted(a, 'realized', 15, -1_000, a2),
      posted(a, 'credit', 700, -1_000),
      posted(a, 'stopout_reset', 1_000, 0),
    ];
    await t.db.transaction((tx) => recordEffects(tx, storm, AT_MS));
    const ledger = await t.db.query<{ account_id: string; kind: string; balance_after_cents: number }>(
      `SELECT account_id, kind, balance_after_cents FROM ledger WHERE account_id = ANY($1::text[]) ORDER BY id`,
      [[a, b]],
    );
    expect(
      ledger.map((row) => [row.account_id === a ? 'a' : 'b', row.kind, row.balance_after_cents]),
    ).toEqual([
      ['a', 'deposit', 5_000],
      ['b', 'deposit', 300],
      ['a', 'swap', 4_990],
      ['a', 'realized', -1_010],
      ['b', 'realized', -200],
      ['b', 'stopout_reset', 0],
      ['a', 'swap', -1_015],
      ['a', 'realized', -1_000],
      ['a', 'credit', 700],
      ['a', 'stopout_reset', 0],
    ]);
    const orders = await t.db.query<{ id: number; status: string; swap_cents: number; profit_cents: number }>(
      'SELECT id, status, swap_cents, profit_cents FROM orders WHERE id = ANY($1::bigint[]) ORDER BY id',
      [[a1, a2, b1]],
    );
    expect(orders.map((row) => [row.status, row.swap_cents, row.profit_cents])).toEqual([
      ['closed', -10, -6_000],
      ['closed', -5, 15],
      ['closed', 0, -500],
    ]);
    expect(await loadAccount(t.db, a)).toMatchObject({ balanceCents: 0, creditCents: 700 });
    expect(await loadAccount(t.db, b)).toMatchObject({ balanceCents: 0, creditCents: 0 });
  });

  it('rolls back a batch whose close finds no open row, or whose balance drifted from the engine', async () => {
    const a = await realAccount();
    const open = opened(a);
    await t.db.transaction((tx) => recordEffects(tx, [open], AT_MS));
    const before = await loadAccount(t.db, a);
    await expect(
      t.db.transaction((tx) =>
        recordEffects(
          tx,
          [closed(idOf(open), a, -5), posted(a, 'realized', -5, -5), closed('999999', a, 0)],
          AT_MS,
        ),
      ),
    ).rejects.toThrow(OrderDriftError);
    await expect(
      t.db.transaction((tx) =>
        recordEffects(
          tx,
          [closed(idOf(open), a, -5), posted(a, 'realized', -5, -5), posted(a, 'deposit', 9, 3)],
          AT_MS,
        ),
      ),
    ).rejects.toThrow(LedgerDriftError);
    expect(await loadAccount(t.db, a)).toEqual(before);
    const rows = await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [
      idOf(open),
    ]);
    expect(rows).toEqual([{ status: 'open' }]);
  });
});

// A plain group (new orders, full closes, postings) goes in one flight: BEGIN, its statements and
// COMMIT sent together, so the checks run in SQL and a drift still commits nothing of the group.
describe('a group written in one flight', () => {
  const decisionOf = (effects: EngineEffect[], closedMarks?: Map<string, OrderMarks>): DecisionWrite => ({
    effects,
    decidedAtMs: AT_MS,
    tagsById: null,
    closedMarks,
  });
  const inOneFlight = (decisions: DecisionWrite[]): Promise<void> => {
    const flight = writeDecisionsInOneFlight(t.db, decisions);
    if (flight === null) throw new Error('not a plain group');
    return flight;
  };

  it('writes the rows recordEffects would and hands each close its marks', async () => {
    const a = await realAccount();
    const first = opened(a);
    await inOneFlight([decisionOf([first])]);
    const marks = new Map<string, OrderMarks>();
    const second = opened(a);
    await inOneFlight([
      decisionOf([closed(idOf(first), a, 25), posted(a, 'realized', 25, 25)], marks),
      decisionOf([second]),
    ]);
    expect(marks.get(idOf(first))).toEqual({ robotId: null, copiedTraderId: null, copiedTraderName: null });
    const rows = await t.db.query<{ id: string; status: string; profit_cents: number | null }>(
      'SELECT id::text AS id, status, profit_cents FROM orders WHERE account_id = $1 ORDER BY id',
      [a],
    );
    expect(rows).toEqual([
      { id: idOf(first), status: 'closed', profit_cents: 25 },
      { id: idOf(second), status: 'open', profit_cents: null },
    ]);
    expect(await loadAccount(t.db, a)).toMatchObject({ balanceCents: 25 });
  });

  it('commits nothing of a group whose close finds no open row, or whose balance drifted', async () => {
    const a = await realAccount();
    const open = opened(a);
    await inOneFlight([decisionOf([open])]);
    const before = await loadAccount(t.db, a);
    const placedBehind = opened(a);
    await expect(
      inOneFlight([decisionOf([placedBehind]), decisionOf([closed('999999', a, 0)])]),
    ).rejects.toThrow();
    await expect(
      inOneFlight([decisionOf([closed(idOf(open), a, -5), posted(a, 'realized', -5, -4)])]),
    ).rejects.toThrow();
    expect(await loadAccount(t.db, a)).toEqual(before);
    const rows = await t.db.query<{ id: string; status: string }>(
      'SELECT id::text AS id, status FROM orders WHERE account_id = $1',
      [a],
    );
    expect(rows).toEqual([{ id: idOf(open), status: 'open' }]);
  });

  it('sends BEGIN, the statements and COMMIT in one write on PostgreSQL', async () => {
    if (t.db.driver !== 'postgres') return;
    const a = await realAccount();
    await inOneFlight([decisionOf([opened(a)])]);
    const writes = [jest.spyOn(Socket.prototype, '_writev'), jest.spyOn(Socket.prototype, '_write')];
    try {
      await inOneFlight([decisionOf([opened(a)]), decisionOf([posted(a, 'deposit', 100, 100)])]);
      expect(writes.reduce((sum, spy) => sum + spy.mock.calls.length, 0)).toBe(1);
    } finally {
      for (const spy of writes) spy.mockRestore();
    }
  });
});
