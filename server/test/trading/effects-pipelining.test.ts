// A group commit's multi-row statements go out together: the recorder issues the new orders', the
// closes' and the ledger's statements without waiting for each other's answers, so on a pipelining
// connection they cost one round trip, and still in the order the single-statement path wrote them.
import type { Queryable } from '../../src/db/database';
import type { EngineEffect } from '../../src/engine/engine-types';
import { recordEffects } from '../../src/trading/effects-recorder';

const AT_MS = Date.UTC(2026, 0, 5, 12);

/** A connection that answers nothing until told: shows which statements were sent before any answer. */
function heldConnection() {
  const sent: string[] = [];
  const answers: (() => void)[] = [];
  const tx: Queryable = {
    query<T>(sql: string) {
      sent.push(sql.replace(/\s+/g, ' ').trim().split(' ').slice(0, 7).join(' '));
      // Answered empty: the recorder then refuses (a missing row), which this test does not judge.
      return new Promise<T[]>((resolve) => answers.push(() => resolve([])));
    },
  };
  return { tx, sent, answerAll: () => answers.splice(0).forEach((answer) => answer()) };
}

function opened(id: string): EngineEffect {
  return {
    type: 'positionOpened',
    position: {
      id,
      accountId: 'a1',
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

it('sends the inserts, closes and postings of one batch before any of them has answered', async () => {
  const connection = heldConnection();
  const effects: EngineEffect[] = [
    opened('1'),
    {
      type: 'positionClosed',
      id: '2',
      sourceId: '2',
      accountId: 'a1',
      symbol: 'EURUSD',
      side: 'Buy',
      lots: 1,
      openPrice: 1.08,
      closePrice: 1.07,
      realizedCents: -1_000,
      swapCents: 0,
      marginCents: 1_000,
      reason: 'manual',
      createdAtMs: AT_MS,
      closedAtMs: AT_MS,
      remainingLots: 0,
      remainingMarginCents: 0,
    },
    {
      type: 'balanceChanged',
      accountId: 'a1',
      kind: 'realized',
      amountCents: -1_000,
      balanceAfterCents: 9_000,
      orderId: '2',
      atMs: AT_MS,
    },
  ];
  const recording = recordEffects(connection.tx, effects, AT_MS).catch((error: unknown) => error);
  await new Promise((resolve) => setImmediate(resolve));
  // The inserts and the closes carry their row-count checks (db/sql-checks.ts): each is wrapped in
  // a WITH that fails the statement when it touched other than the expected rows.
  expect(connection.sent).toEqual([
    expect.stringMatching(/^WITH written AS \(INSERT INTO orders\b/),
    expect.stringMatching(/^WITH written AS \(UPDATE orders SET/),
    expect.stringMatching(/^WITH/),
  ]);
  connection.answerAll();
  await recording;
});
