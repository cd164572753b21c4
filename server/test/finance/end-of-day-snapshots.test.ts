// The finance.end-of-day-snapshots job on the manual scheduler and the test clock, and the equity
// curve that reads its rows: after each Istanbul midnight every account that existed gets the
// ended day's snapshot of the engine's figures, once; a missed stretch catches up for the last
// ended day only; the curve takes snapshot days from it, other active days from the ledger and
// today from the engine.
import { createManualClock } from '../../src/clock';
import {
  END_OF_DAY_SNAPSHOTS_INTERVAL_MS,
  END_OF_DAY_SNAPSHOTS_JOB,
} from '../../src/finance/end-of-day-snapshots';
import { marketOrder } from '../trading/trading-test-kit';
import { serverTexts } from '../../../contract/server-texts';
import { centsText } from '../../src/finance/finance-money';
import {
  buildFinanceApp,
  cents,
  parseCsv,
  sectionRows,
  type FinanceCustomer,
  type FinanceTestApp,
} from './finance-test-kit';

const texts = serverTexts.finance;

/** Monday 5 January 2026, 23:58 in Istanbul. */
const BEFORE_MIDNIGHT_MS = Date.UTC(2026, 0, 5, 20, 58, 0);
/** Tuesday 6 January 2026, 13:00 in Istanbul. */
const TUESDAY_MS = Date.UTC(2026, 0, 6, 10, 0, 0);
/** Friday 9 January 2026, 13:00 in Istanbul: the job missed the nights of the 6th and 7th. */
const FRIDAY_MS = Date.UTC(2026, 0, 9, 10, 0, 0);

interface SnapshotRow {
  account_id: string;
  day: string;
  balance_cents: number;
  equity_cents: number;
  margin_cents: number;
  free_margin_cents: number;
  margin_level: number;
  open_profit_cents: number;
  positions: { id: string; profitCents: number }[];
}

interface EquityPoint {
  date: string;
  balance: number;
  equity: number;
  source: string;
}

describe('end-of-day snapshots and the equity curve', () => {
  let t: FinanceTestApp;
  let ayse: FinanceCustomer;
  let positionId: string;

  const snapshots = (accountId: string) =>
    t.db.query<SnapshotRow>(
      `SELECT account_id, to_char(day, 'YYYY-MM-DD') AS day, balance_cents, equity_cents, margin_cents,
         free_margin_cents, margin_level::float8 AS margin_level, open_profit_cents, positions
       FROM finance_snapshots WHERE account_id = $1 ORDER BY day`,
      [accountId],
    );

  /** Steps the scheduler and waits until the job's run (if one started) has finished. */
  async function advance(ms: number): Promise<void> {
    t.scheduler.advance(ms);
    while (t.jobs.stats()[END_OF_DAY_SNAPSHOTS_JOB].running)
      await new Promise((resolve) => setImmediate(resolve));
  }

  async function equity(query = ''): Promise<EquityPoint[]> {
    const answer = await t.send(ayse, 'GET', `/api/finance/equity${query}`);
    expect(answer.statusCode).toBe(200);
    const data = answer.body.data as { currency: string; points: EquityPoint[] };
    expect(data.currency).toBe('USD');
    return data.points;
  }

  beforeAll(async () => {
    t = await buildFinanceApp(createManualClock(Date.UTC(2026, 0, 5, 12, 0, 0)));
    ayse = await t.customer();
    await t.trading.service.deposit(ayse.realId, 1_000_00);
    const placed = await t.send(ayse, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1));
    positionId = (placed.body.data as { id: string }).id;
    t.tick('EURUSD', 1.0873);
    await t.trading.service.whenPersisted();
  });

  afterAll(async () => {
    await t.close();
  });

  it('the first run after Istanbul midnight writes the ended day from the engine’s figures', async () => {
    t.clock.set(BEFORE_MIDNIGHT_MS);
    t.jobs.start();
    await advance(END_OF_DAY_SNAPSHOTS_INTERVAL_MS);
    // 23:59: the last ended day is the 4th, before the account existed.
    expect(await snapshots(ayse.realId)).toEqual([]);
    const live = t.trading.service.engine.account(ayse.realId);
    await advance(END_OF_DAY_SNAPSHOTS_INTERVAL_MS);
    const rows = await snapshots(ayse.realId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      day: '2026-01-05',
      balance_cents: cents(live?.blc ?? NaN),
      equity_cents: cents(live?.ass ?? NaN),
      margin_cents: cents(live?.mrg ?? NaN),
      free_margin_cents: cents(live?.fm ?? NaN),
      margin_level: live?.pct,
      open_profit_cents: cents(live?.allp ?? NaN),
    });
    expect(rows[0].balance_cents).toBe(1_000_00);
    expect(rows[0].open_profit_cents).not.toBe(0);
    expect(rows[0].equity_cents).toBe(rows[0].balance_cents + rows[0].open_profit_cents);
    expect(rows[0].positions).toEqual([{ id: positionId, profitCents: rows[0].open_profit_cents }]);
  });

  it('later runs write nothing new, whatever the prices do', async () => {
    const everything = () => t.db.query('SELECT * FROM finance_snapshots ORDER BY account_id, day');
    const before = await everything();
    expect(before.length).toBeGreaterThan(0);
    t.tick('EURUSD', 1.0951);
    await advance(END_OF_DAY_SNAPSHOTS_INTERVAL_MS * 5);
    expect(await t.jobs.runNow(END_OF_DAY_SNAPSHOTS_JOB)).toBe('completed');
    expect(await everything()).toEqual(before);
  });

  it('a missed stretch catches up for the last ended day only; accounts opened since are left out', async () => {
    await t.jobs.stop();
    t.clock.set(TUESDAY_MS);
    await t.trading.service.deposit(ayse.realId, 200_00);
    t.clock.set(FRIDAY_MS);
    const newcomer = await t.customer({ name: 'Çağrı', surname: 'Işık' });
    t.jobs.start();
    await advance(END_OF_DAY_SNAPSHOTS_INTERVAL_MS);
    expect((await snapshots(ayse.realId)).map((row) => row.day)).toEqual(['2026-01-05', '2026-01-08']);
    expect(await snapshots(newcomer.realId)).toEqual([]);
  });

  it('the curve: snapshot days from the snapshots, other active days from the ledger, today live', async () => {
    const points = await equity('?from=2026-01-01&to=2026-01-09');
    const rows = await snapshots(ayse.realId);
    const live = t.trading.service.engine.account(ayse.realId);
    // Tuesday's end: the deposit, after the night's swap.
    const [tuesday] = await t.db.query<{ balance_after_cents: number }>(
      `SELECT balance_after_cents FROM ledger WHERE account_id = $1 AND created_at < $2 ORDER BY id DESC LIMIT 1`,
      [ayse.realId, new Date(Date.UTC(2026, 0, 6, 21, 0, 0))],
    );
    const tuesdayBalance = tuesday.balance_after_cents / 100;
    expect(tuesdayBalance).toBeLessThan(1_200);
    expect(points).toEqual([
      { date: '2026-01-05', balance: 1_000, equity: rows[0].equity_cents / 100, source: 'snapshot' },
      { date: '2026-01-06', balance: tuesdayBalance, equity: tuesdayBalance, source: 'ledger' },
      {
        date: '2026-01-08',
        balance: rows[1].balance_cents / 100,
        equity: rows[1].equity_cents / 100,
        source: 'snapshot',
      },
      { date: '2026-01-09', balance: live?.blc, equity: live?.ass, source: 'live' },
    ]);
    expect(live?.ass).not.toBe(live?.blc);
    // The default range (the last 90 days up to today) holds the same points.
    expect(await equity()).toEqual(points);
    // A range ending before today has no live point.
    expect((await equity('?from=2026-01-05&to=2026-01-06')).map((point) => point.source)).toEqual([
      'snapshot',
      'ledger',
    ]);
  });

  it('a past month’s statement takes its open profit and margin status from the month’s last snapshot', async () => {
    await t.jobs.stop();
    // Saturday 31 January 2026, 23:59 in Istanbul; the job runs at midnight, writing the 31st.
    t.clock.set(Date.UTC(2026, 0, 31, 20, 59, 0));
    t.jobs.start();
    await advance(END_OF_DAY_SNAPSHOTS_INTERVAL_MS);
    const monthEnd = (await snapshots(ayse.realId)).find((row) => row.day === '2026-01-31');
    expect(monthEnd?.positions).toHaveLength(1);
    const rows = parseCsv(
      (await t.download(ayse, '/api/finance/statements/2026-01')).text.replace(/^\uFEFF/, ''),
    );
    const open = sectionRows(rows, texts.statement.openPositions);
    expect(open.map((row) => [row[0], row[3], row[6]])).toEqual([
      [positionId, '0.10', centsText(monthEnd?.positions[0].profitCents ?? NaN)],
    ]);
    const margin = new Map(sectionRows(rows, texts.statement.marginStatus).map((row) => [row[0], row[1]]));
    expect(margin.get(texts.columns.source)).toBe(texts.figureSources.snapshot);
    expect(margin.get(texts.columns.equity)).toBe(centsText(monthEnd?.equity_cents ?? NaN));
    expect(margin.get(texts.columns.margin)).toBe(centsText(monthEnd?.margin_cents ?? NaN));
    expect(margin.get(texts.columns.marginLevel)).toBe(monthEnd?.margin_level.toFixed(2));
  });

  it('another customer’s curve holds only their own days', async () => {
    const other = await t.customer({ name: 'Ömer', surname: 'Güneş' });
    const answer = await t.send(other, 'GET', '/api/finance/equity?from=2026-01-01');
    expect(answer.body.data).toEqual({
      currency: 'USD',
      points: [{ date: '2026-02-01', balance: 0, equity: 0, source: 'live' }],
    });
  });
});
