// Shared by the streaming test and `npm run bench:finance`: seeds many closed trades into one
// account in a single INSERT … SELECT generate_series (not through the engine: only the rows
// matter to an export), and downloads an export over a real socket, reading it as it arrives
// (counting lines, keeping only the last) while sampling the process's memory, so the figures
// show what the server holds, not what the reader keeps. Uses no jest global.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Queryable } from '../../src/db/database';

/** First id of the seeded rows: far above what the engine hands out in a test. */
const SEED_ID_BASE = 900_000_000;

export interface SeededTotals {
  rows: number;
  lotHundredths: number;
  swapCents: number;
  profitCents: number;
}

/**
 * `count` closed EURUSD positions, one a second from `firstCloseMs` on (Istanbul days follow),
 * with lots, swaps and profits that vary row by row; answers their totals as the database sums them.
 */
export async function seedClosedTrades(
  db: Queryable,
  owner: { userId: string; accountId: string },
  count: number,
  firstCloseMs: number,
): Promise<SeededTotals> {
  await db.query(
    `INSERT INTO orders (id, user_id, account_id, symbol, side, lots, status, open_price, close_price, margin_cents,
       swap_cents, profit_cents, close_reason, created_at, opened_at, close_at)
     SELECT $3::bigint + n, $1, $2, 'EURUSD', CASE WHEN n % 2 = 0 THEN 'Buy' ELSE 'Sell' END,
       ((n % 100) + 1) / 100.0, 'closed', 1.08 + (n % 50) / 10000.0, 1.08 + (n % 70) / 10000.0, 0,
       -(n % 7), (n % 2001) - 1000, 'manual',
       $4::timestamptz + (n - 3600) * interval '1 second', $4::timestamptz + (n - 3600) * interval '1 second',
       $4::timestamptz + n * interval '1 second'
     FROM generate_series(0, $5::int - 1) AS n`,
    [owner.userId, owner.accountId, SEED_ID_BASE, new Date(firstCloseMs), count],
  );
  const [totals] = await db.query<SeededTotals>(
    `SELECT COUNT(*)::int AS rows, SUM(lots * 100)::bigint AS "lotHundredths", SUM(swap_cents)::bigint AS "swapCents",
       SUM(profit_cents)::bigint AS "profitCents"
     FROM orders WHERE account_id = $1 AND id >= $2`,
    [owner.accountId, SEED_ID_BASE],
  );
  return totals;
}

export interface ExportMeasure {
  statusCode: number;
  /** Lines after the headings and before the total. */
  dataLines: number;
  headingLine: string;
  totalLine: string;
  bytes: number;
  elapsedMs: number;
  /** Highest heapUsed seen during the download, above the figure just before it. */
  heapGrowthBytes: number;
  rssGrowthBytes: number;
  /**
   * Highest memory still reachable during the download (heap plus buffers, each sample taken
   * right after a full collection), above the same figure just before it: what the server holds,
   * whatever the collector's mood. Peak heapUsed alone counts garbage not yet collected, which
   * depends on how big the process's heap already is.
   */
  liveGrowthBytes: number;
}

/** How often the live figure is taken; each costs a full collection. */
const LIVE_SAMPLE_MS = 100;

/** A full collection: the --expose-gc one when given, else the same switched on at run time. */
function collector(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

function liveBytes(collect: () => void): number {
  collect();
  const memory = process.memoryUsage();
  return memory.heapUsed + memory.arrayBuffers;
}

/** GETs `path` from the listening server and reads the CSV line by line as it streams in. */
export function measureExport(port: number, path: string, token: string): Promise<ExportMeasure> {
  const collect = collector();
  const liveBaseline = liveBytes(collect);
  const baseline = process.memoryUsage();
  let heapPeak = baseline.heapUsed;
  let rssPeak = baseline.rss;
  let livePeak = liveBaseline;
  const sample = () => {
    const now = process.memoryUsage();
    heapPeak = Math.max(heapPeak, now.heapUsed);
    rssPeak = Math.max(rssPeak, now.rss);
  };
  const sampler = setInterval(sample, 5);
  const liveSampler = setInterval(() => {
    livePeak = Math.max(livePeak, liveBytes(collect));
  }, LIVE_SAMPLE_MS);
  const stopSampling = () => {
    clearInterval(sampler);
    clearInterval(liveSampler);
  };
  const startedMs = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, headers: { authorization: `Bearer ${token}` } },
      (response) => {
        let lines = 0;
        let bytes = 0;
        let pending = '';
        let headingLine = '';
        let lastLine = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          sample();
          bytes += Buffer.byteLength(chunk);
          const parts = (pending + chunk).split('\r\n');
          pending = parts.pop() ?? '';
          for (const line of parts) {
            if (lines === 0) headingLine = line;
            lastLine = line;
            lines += 1;
          }
        });
        response.on('end', () => {
          stopSampling();
          if (pending) {
            lastLine = pending;
            lines += 1;
          }
          resolve({
            statusCode: response.statusCode ?? 0,
            dataLines: Math.max(0, lines - 2),
            headingLine,
            totalLine: lastLine,
            bytes,
            elapsedMs: performance.now() - startedMs,
            heapGrowthBytes: heapPeak - baseline.heapUsed,
            rssGrowthBytes: rssPeak - baseline.rss,
            liveGrowthBytes: livePeak - liveBaseline,
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', (error) => {
      stopSampling();
      reject(error);
    });
  });
}
