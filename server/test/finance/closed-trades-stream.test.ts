// The closed-trades CSV streams 30,000 positions from the database page by page (1,000 rows a
// page): every row arrives, the total line equals the database's sums, and the memory the server
// still holds while it streams stays far below what gathering the rows first takes. Measured on
// PGlite as memory reachable after a full collection every 100 ms: at 30,000 rows the streaming
// export held 1.1-1.2 MB at most, and the same export with keysetRows gathering every page into
// one array before the first row held 16.1 MB (at 100,000 rows, 1.7 MB against 47.5 MB for the
// rows gathered into one text). 6 MB sits between the two, so a route that buffered fails here.
// (100,000 rows took this file 62-69 s of a CI run's unit pass, the seed and the full collections;
// `npm run bench:finance` still streams 100,000 and prints peak heapUsed, garbage included:
// 13-21 MB alone, but up to 88 MB inside a long-lived test worker whose heap is already large, so
// it is no bound.) Downloaded over a real socket and read as it arrives, so the test's reader holds
// nothing either.
import type { AddressInfo } from 'node:net';
import { createManualClock } from '../../src/clock';
import { centsText } from '../../src/finance/finance-money';
import { buildFinanceApp, type FinanceCustomer, type FinanceTestApp } from './finance-test-kit';
import { measureExport, seedClosedTrades, type SeededTotals } from './export-fixture';
import { parseCsv } from './finance-test-kit';

const ROWS = 30_000;
/** Rows closed on 1 March in Istanbul: four hours, one a second. */
const FIRST_DAY_ROWS = 4 * 3600;
/** The bound the streaming export's live memory must stay under; see the file's comment. */
const LIVE_GROWTH_MAX_BYTES = 6 * 1024 * 1024;
/**
 * Seeding and streaming 100,000 rows on PGlite took 20-55 s of wall time on 2 cores at a load of
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
    // One a second from 1 March 20:00 in Istanbul: 14,400 on 1 March, the rest on 2 March.
    totals = await seedClosedTrades(
      t.db,
      { userId: customer.userId, accountId: customer.realId },
      ROWS,
      Date.UTC(2026, 2, 1, 17, 0, 0),
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
      // The first row closes at 20:00 on 1 March in Istanbul, 14,400 seconds before 2 March.
      const firstDay = await t.download(
        customer,
        '/api/finance/closed-trades.csv?from=2026-03-01&to=2026-03-01',
      );
      expect(firstDay.text.split('\r\n').filter(Boolean)).toHaveLength(FIRST_DAY_ROWS + 2);
      const foreign = await t.download(other, '/api/finance/closed-trades.csv?from=2026-03-01&to=2026-03-20');
      expect(foreign.text.split('\r\n').filter(Boolean)).toHaveLength(2);
    },
    STREAM_TIMEOUT_MS,
  );
});
