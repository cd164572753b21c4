// The client-outcome ratio: the last complete quarter in Istanbul's calendar, over real retail
// accounts that held a position in it, profit and loss from the ledger; answered without a token.
import { INSTRUMENTS } from '../../src/engine/catalogue';
import { lastCompleteQuarter, percentOf } from '../../src/compliance/client-outcomes';
import { createManualClock } from '../../src/clock';
import { useDescribeApp } from '../helpers/describe-app';
import type { TestUser } from '../helpers/register-and-login';
import { marketOrder, orderOf } from '../trading/trading-test-kit';
import { buildComplianceApp, completeOnboarding } from './compliance-test-kit';

describe('lastCompleteQuarter', () => {
  it.each([
    [Date.UTC(2026, 0, 5, 12), '2025-Q4'],
    [Date.UTC(2026, 9, 10, 12), '2026-Q3'],
    // 1 October 00:30 in Istanbul is still 30 September in UTC.
    [Date.UTC(2026, 8, 30, 21, 30), '2026-Q3'],
    // 30 September 23:59 in Istanbul: the third quarter is not over yet.
    [Date.UTC(2026, 8, 30, 20, 59), '2026-Q2'],
  ])('at %d answers %s', (nowMs, label) => {
    expect(lastCompleteQuarter(nowMs).label).toBe(label);
  });

  it('spans the quarter from Istanbul midnight to Istanbul midnight', () => {
    const quarter = lastCompleteQuarter(Date.UTC(2026, 9, 10));
    expect(new Date(quarter.startMs).toISOString()).toBe('2026-06-30T21:00:00.000Z');
    expect(new Date(quarter.endMs).toISOString()).toBe('2026-09-30T21:00:00.000Z');
  });

  it('rounds shares to one decimal and answers 0 with no accounts', () => {
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(0, 0)).toBe(0);
  });
});

/** Wednesday 5 August 2026, 12:00 UTC: every market is open, in the third quarter. */
const AUGUST_MS = Date.UTC(2026, 7, 5, 12);
const eurusd = INSTRUMENTS.find((instrument) => instrument.symbol === 'EURUSD');
const START_BID = (eurusd?.priceStart ?? 1) - (eurusd?.spread ?? 0) / 2;
const MOVE = 0.01;

describe('GET /api/compliance/client-outcomes', () => {
  const t = useDescribeApp(
    'compliance',
    () => buildComplianceApp('tr-spk', createManualClock(AUGUST_MS)),
    30_000,
  );

  async function roundTrip(user: TestUser, closeBid: number): Promise<void> {
    t.tick('EURUSD', START_BID);
    const opened = orderOf(await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1)));
    t.clock.advance(60_000);
    t.tick('EURUSD', closeBid);
    const closed = await t.send(user, 'PUT', '/api/orders/close', { id: opened.id });
    expect(closed.statusCode).toBe(200);
  }

  async function onboarded(): Promise<TestUser> {
    const user = await t.customer();
    await completeOnboarding(t, user);
    return user;
  }

  it('answers the last quarter over real retail accounts that held a position, without a token', async () => {
    await roundTrip(await onboarded(), START_BID + MOVE);
    await roundTrip(await onboarded(), START_BID - MOVE);
    await roundTrip(await onboarded(), START_BID - MOVE);
    // A professional's loss and a customer who never traded do not count.
    const professional = await onboarded();
    await t.db.query("UPDATE users SET client_category = 'professional' WHERE id = $1", [
      professional.userId,
    ]);
    await roundTrip(professional, START_BID - MOVE);
    // Nor does the broker's seeded demo trader, who is not a customer.
    const seededTrader = await onboarded();
    await t.db.query(
      `INSERT INTO trader_profiles (user_id, account_id, display_name, seeded, created_at, updated_at)
       VALUES ($1, $2, 'Selin Aydın', TRUE, now(), now())`,
      [seededTrader.userId, seededTrader.accountId],
    );
    await roundTrip(seededTrader, START_BID - MOVE);
    await onboarded();
    // A trade in the fourth quarter belongs to the next ratio.
    t.clock.set(Date.UTC(2026, 9, 7, 12));
    await roundTrip(await onboarded(), START_BID - MOVE);

    const answer = await t.send(null, 'GET', '/api/compliance/client-outcomes');
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toEqual({
      quarter: '2026-Q3',
      accounts: 3,
      profitablePct: 33.3,
      losingPct: 66.7,
    });
  });
});
