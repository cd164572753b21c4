// The closed-trades CSV streams 100,000 positions from the database page by page: every row
// arrives, the total line equals the database's sums, and the memory the server still holds while
// it streams stays far below what gathering the rows first takes. Measured on PGlite, as memory
// reachable after a full collection every 100 ms: the streaming export held 1.7 MB at most; the
// same rows gathered into one text first held 47.5 MB. 12 MB sits between the two, so a route that
// buffered fails here. (Peak heapUsed, garbage included, is printed by `npm run bench:finance`:
// 13–21 MB alone, but up to 88 MB inside a long-lived test worker whose heap is already large, so
// it is no bound.) Downloaded over a real socket and read as it arrives, so the test's reader
// holds nothing either.
import type { AddressInfo } from 'node:net';
import { createManualClock } from '../../src/clock';
import { centsText } from '../../src/finance/finance-money';
import { buildFinanceApp, type FinanceCustomer, type FinanceTestApp } from './finance-test-kit';
import { measureExport, seedClosedTrades, type SeededTotals } from './export-fixture';
import { parseCsv } from './finance-test-kit';

const ROWS = 100_000;
/** The bound the streaming export's live memory must stay under; see the file's comment. */
const LIVE_GROWTH_MAX_BYTES = 12 * 1024 * 1024;
/**
 * Seeding and streaming 100,000 rows on PGlite takes 20-55 s of wall time on 2 cores at a load of
 * 11, and went past 120 s in a full CI run at 13: the bound is for a hung export, not for speed.
 */
const STREAM_TIMEOUT_MS = 300_000;

describe('the closed-trades CSV streams', () => {
  let t: FinanceTestApp;
  let customer: FinanceCustomer;
  let other: FinanceCustomer;
  let totals: SeededTotals;
  let port: number;

  beforeAll(async () => {
    t = await buildFinanceApp(createManualClock(Date.UTC(2026, 2, 20, 9, 0, 0)));
    customer = await t.customer();
    other = await t.customer({ name: 'Mert', surname: 'Doğan' });
    // 100,000 seconds from 1 March 03:00 in Istanbul: the trades close over 2 to 3 March.
    totals = await seedClosedTrades(
      t.db,
      { userId: customer.userId, accountId: customer.realId },
      ROWS,
      Date.UTC(2026, 2, 1, 0, 0, 0),
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  }, STREAM_TIMEOUT_MS);

  afterAll(async () => {
    await t.close();
  });

  it(
    'sends every row and the database’s totals, holding only a page at a time',
    async () => {
      const measure = await measureExport(
        port,
        '/api/finance/closed-trades.csv?from=2026-03-01&to=2026-03-20',
        customer.token,
      );
      expect(measure.statusCode).toBe(200);
      expect(measure.dataLines).toBe(ROWS);
      expect(totals.rows).toBe(ROWS);
      const total = parseCsv(measure.totalLine)[0];
      expect(total[0]).toBe('Toplam');
      expect(total[3]).toBe((totals.lotHundredths / 100).toFixed(2));
      expect(total[8]).toBe(centsText(totals.swapCents));
      expect(total[10]).toBe(centsText(totals.profitCents));
      expect(measure.liveGrowthBytes).toBeLessThan(LIVE_GROWTH_MAX_BYTES);
    },
    STREAM_TIMEOUT_MS,
  );

  it(
    'a range cuts by Istanbul day, and another customer’s export has none of these rows',
    async () => {
      // The first row closes at 03:00 on 1 March in Istanbul, 75,600 seconds before 2 March.
      const firstDay = await t.download(
        customer,
        '/api/finance/closed-trades.csv?from=2026-03-01&to=2026-03-01',
      );
      expect(firstDay.text.split('\r\n').filter(Boolean)).toHaveLength(75_600 + 2);
      const foreign = await t.download(other, '/api/finance/closed-trades.csv?from=2026-03-01&to=2026-03-20');
      expect(foreign.text.split('\r\n').filter(Boolean)).toHaveLength(2);
    },
    STREAM_TIMEOUT_MS,
  );
});
