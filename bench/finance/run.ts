// npm run bench:finance: exports 100,000 closed positions as the closed-trades CSV and the month's
// statement CSV through the real routes, over a socket on 127.0.0.1, on PGlite and (when
// DATABASE_URL or TEST_DATABASE_URL names one) on PostgreSQL in a schema of its own. Printed per
// export: the elapsed time, the rows and bytes received, and the peak growth of the heap and the
// resident memory while it streamed (sampled every 5 ms and at each chunk), and the memory still
// reachable after a full collection every 100 ms (what the server holds, garbage aside). Fails when a row is missing. Bounded: two exports per
// database, then it exits.
import type { AddressInfo } from 'node:net';
import { createManualClock } from '../../server/src/clock';
import { composeServer } from '../../server/src/compose/compose-server';
import { loadConfig } from '../../server/src/config';
import type { Database } from '../../server/src/db/database';
import { runMigrations } from '../../server/src/db/migrate';
import { INSTRUMENTS } from '../../server/src/engine/catalogue';
import { financePart } from '../../server/src/finance/finance-part';
import { marketDataPart } from '../../server/src/market-data/market-data-part';
import { ManualFeed } from '../../server/test/helpers/manual-feed';
import { tradingPart } from '../../server/src/trading/trading-part';
import { withCoreParts } from '../../server/test/helpers/core-parts';
import {
  measureExport,
  seedClosedTrades,
  type ExportMeasure,
} from '../../server/test/finance/export-fixture';
import { registerAndLogin } from '../../server/test/helpers/register-and-login';
import { runOnEachDatabase } from '../support/databases';

const ROWS = 100_000;
/** 20 March 2026, 12:00 in Istanbul; the seeded trades close from 1 March on. */
const NOW_MS = Date.UTC(2026, 2, 20, 9, 0, 0);
const FIRST_CLOSE_MS = Date.UTC(2026, 2, 1, 0, 0, 0);
const MB = 1024 * 1024;

function report(name: string, measure: ExportMeasure): void {
  const rate = Math.round(measure.dataLines / (measure.elapsedMs / 1000));
  console.log(
    `  ${name}: ${measure.dataLines.toLocaleString('en')} rows, ${(measure.bytes / MB).toFixed(1)} MB in ` +
      `${(measure.elapsedMs / 1000).toFixed(2)} s (${rate.toLocaleString('en')} rows/s); ` +
      `live memory growth ${(measure.liveGrowthBytes / MB).toFixed(1)} MB (after a full collection every 100 ms), ` +
      `peak heap growth ${(measure.heapGrowthBytes / MB).toFixed(1)} MB, peak RSS growth ${(measure.rssGrowthBytes / MB).toFixed(1)} MB`,
  );
}

async function runOn(label: string, db: Database): Promise<boolean> {
  console.log(`\n${label}`);
  await runMigrations(db);
  const clock = createManualClock(NOW_MS);
  const feed = new ManualFeed(
    INSTRUMENTS.map((instrument) => ({
      symbol: instrument.symbol,
      ask: instrument.priceStart + instrument.spread / 2,
      bid: instrument.priceStart - instrument.spread / 2,
      time: NOW_MS,
    })),
  );
  const server = await composeServer({
    config: { ...loadConfig({}), logLevel: 'silent' },
    db,
    clock,
    parts: withCoreParts([marketDataPart({ feed }), tradingPart(), financePart]),
  });
  await server.start();
  const { app } = server;
  try {
    const user = await registerAndLogin(app);
    const seededAt = performance.now();
    const totals = await seedClosedTrades(
      db,
      { userId: user.userId, accountId: user.accountId },
      ROWS,
      FIRST_CLOSE_MS,
    );
    console.log(
      `  seeded ${totals.rows.toLocaleString('en')} closed positions in ${((performance.now() - seededAt) / 1000).toFixed(2)} s`,
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const closed = await measureExport(
      port,
      '/api/finance/closed-trades.csv?from=2026-03-01&to=2026-03-20',
      user.token,
    );
    report('closed-trades CSV', closed);
    const statement = await measureExport(port, '/api/finance/statements/2026-03?format=csv', user.token);
    report('statement CSV (whole file, all sections)', statement);
    return closed.statusCode === 200 && closed.dataLines === ROWS && statement.statusCode === 200;
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  console.log(`Finance exports of ${ROWS.toLocaleString('en')} closed positions`);
  const ok = await runOnEachDatabase('bench_finance', runOn);
  if (!ok) {
    console.error('\nAn export answered an error or lost rows.');
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
