// npm run bench:orders: BENCH_CLIENTS (default 40) HTTP clients, in a process of their own, place
// and close market orders (BTCUSD, always open) against a server built by composeServer, for
// BENCH_SECONDS (default 10) after a warm-up of BENCH_WARMUP_SECONDS (default 3: the same load,
// uncounted, so V8's compiling of the hot paths is not in the figures), over keep-alive
// connections on 127.0.0.1 (lean node:net clients: order-clients.cjs). On PostgreSQL when
// DATABASE_URL names one (in a schema of its own, dropped afterwards), else on PGlite in memory.
// In the same run, the database's own pace, before the orders and again after them: as many
// connections committing small transactions, after the same warm-up. Prints:
//   orders acked/s: N            every answered placement and close (each one decision) per second
//   orders p50: X ms, p99: Y ms  the clients' answer times
//   database tx/s: M             the raw transactions per second (the mean of the two windows)
//   server CPU per acked order: C ms   the server process's CPU time (user + system) over the
//                                      order phase, divided by the acknowledged orders: the figure
//                                      that holds when other work shares the machine
//   clients' CPU per request: K ms     the same for the clients' process (CPU the server and
//                                      PostgreSQL did not get on a small machine)
// and the longest stall: the event loop's longest delay and the longest answer. Exits non-zero when
// a request failed. BENCH_CPU_PROFILE=<file.cpuprofile> writes a CPU profile of the server's thread
// over the order phase only (open it in Chrome's DevTools). Then the group-commit flights (how
// many, their size, call to answer), the longest gap between 5 ms ticks with the process's CPU
// over it (its own work, or waiting for a core: loop-stalls.ts) and the machine's load.
// BENCH_FLIGHTS=N keeps N flights in the air (the server's ORDER_FLIGHTS), for a same-run comparison.
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  constants,
  monitorEventLoopDelay,
  PerformanceObserver,
  type PerformanceEntry,
} from 'node:perf_hooks';
import { accountsPart } from '../../server/src/accounts/accounts-part';
import { systemClock } from '../../server/src/clock';
import { composeServer } from '../../server/src/compose/compose-server';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/database';
import { runMigrations } from '../../server/src/db/migrate';
import { INSTRUMENTS } from '../../server/src/engine/catalogue';
import { identityPart } from '../../server/src/identity/identity-part';
import { marketDataPart } from '../../server/src/market-data/market-data-part';
import { ManualFeed } from '../../server/test/helpers/manual-feed';
import { flightsInTheAir } from '../../server/src/trading/trading-core';
import { TRADING, tradingPart } from '../../server/src/trading/trading-part';
import { usersPart } from '../../server/src/users/users-part';
import { openSchemaDatabase, type BenchDatabase } from '../support/databases';
import { registerClients } from './bench-clients';
import { countingDatabase } from './counting-database';
import { startServerProfile, type ServerProfile } from './server-profile';
import { machineLoad, watchLoopStalls, type LoopStallWatch } from './loop-stalls';
import { measureRawTransactions } from './raw-transactions';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 40);
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
/**
 * The same load before the measured window, uncounted: V8 compiles the hot paths (server and
 * clients) in the first seconds, which otherwise sat inside the window. The raw loop gets it too.
 */
const WARMUP_MS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3) * 1000;
const SYMBOL = 'BTCUSD';
const LOTS = 0.01;
/** BENCH_FLIGHTS=N: N group-commit flights in the air on PostgreSQL (the server's ORDER_FLIGHTS). */
if (process.env.BENCH_FLIGHTS) process.env.ORDER_FLIGHTS = process.env.BENCH_FLIGHTS;
const FLIGHTS_IN_THE_AIR = flightsInTheAir();

interface ClientsResult {
  placed: number;
  closed: number;
  failed: number;
  failures: string[];
  elapsedMs: number;
  /** The clients' process CPU over the measured window. */
  cpuMs: number;
  longestMs: number;
  latenciesMs: Float64Array;
  error?: string;
}

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

async function openBenchDatabase(url: string | null): Promise<BenchDatabase> {
  if (url !== null) return openSchemaDatabase(url, 'bench_orders');
  const db = await openDatabase({});
  return { db, dispose: () => db.close() };
}

/**
 * Starts the clients: they warm up for WARMUP_MS (the same load, nothing counted), then
 * `beforeWindow` runs (the bench starts watching the server) and they run the measured window.
 */
function runClients(
  port: number,
  tokens: string[],
  beforeWindow: () => Promise<void>,
): Promise<ClientsResult> {
  // 'advanced' carries the answer times' Float64Array as it is.
  const child = fork(path.join(__dirname, 'order-clients.cjs'), [], { serialization: 'advanced' });
  child.send({
    port,
    tokens,
    symbol: SYMBOL,
    lots: LOTS,
    durationMs: DURATION_MS,
    warmupMs: WARMUP_MS,
  });
  return new Promise((resolve, reject) => {
    child.on('message', (message: ClientsResult | { warmedUp: true }) => {
      if ('warmedUp' in message) {
        beforeWindow().then(() => child.send('measure'), reject);
        return;
      }
      if (message.error) reject(new Error(message.error));
      else resolve(message);
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`order clients exited with ${code}`)));
  });
}

/** CPU milliseconds (user + system) this process has used since `since`. */
function cpuMsSince(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

const fixed = (value: number, digits = 1): string => value.toFixed(digits);

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL || null;
  const { db, dispose } = await openBenchDatabase(url);
  console.log(
    `Orders over HTTP: ${CLIENTS} clients placing and closing ${SYMBOL} market orders for ` +
      `${DURATION_MS / 1000} s after a ${WARMUP_MS / 1000} s warm-up, on ` +
      `${url === null ? 'PGlite (in memory)' : 'PostgreSQL'}; node options: ${process.env.NODE_OPTIONS || 'none'}`,
  );
  let ok = false;
  try {
    await runMigrations(db);
    const rawOptions = {
      db,
      databaseUrl: url,
      connections: CLIENTS,
      durationMs: DURATION_MS,
      warmupMs: WARMUP_MS,
    };
    // The raw rate swings by a quarter from minute to minute on a small machine (a checkpoint, the
    // autovacuum of the rows the orders wrote): measured once before and once after the orders.
    const rawBefore = await measureRawTransactions(rawOptions);
    const nowMs = systemClock.nowMs();
    const feed = new ManualFeed(
      INSTRUMENTS.map((instrument) => ({
        symbol: instrument.symbol,
        ask: instrument.priceStart + instrument.spread / 2,
        bid: instrument.priceStart - instrument.spread / 2,
        time: nowMs,
      })),
    );
    const counting = countingDatabase(db);
    const server = await composeServer({
      config: { ...loadConfig({}), logLevel: 'silent' },
      db: counting.db,
      // What an order touches: sign-in, the market, trading, the accounts (as server-parts.ts orders them).
      parts: [marketDataPart({ feed }), identityPart, tradingPart(), usersPart(), accountsPart],
    });
    await server.start();
    const { app } = server;
    try {
      const tokens = await registerClients(app, CLIENTS);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as AddressInfo).port;
      const delay = monitorEventLoopDelay({ resolution: 10 });
      let roundTripsBefore = 0;
      let transactionsBefore = 0;
      let profile: ServerProfile = { stop: async () => undefined };
      let cpuBefore = process.cpuUsage();
      let stalls: LoopStallWatch | null = null;
      const collections = { scavenges: 0, scavengeMs: 0, others: 0, otherMs: 0 };
      // Node's gc entries: a minor collection is a scavenge (the young generation), the rest
      // mark-compacts and incremental steps. Their time is this thread's pauses.
      const gcObserver = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          // Node puts the collection's kind in `detail`, which this @types/node does not declare.
          const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
          if (detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) {
            collections.scavenges += 1;
            collections.scavengeMs += entry.duration;
          } else {
            collections.others += 1;
            collections.otherMs += entry.duration;
          }
        }
      });
      const startWindow = async (): Promise<void> => {
        gcObserver.observe({ entryTypes: ['gc'] });
        delay.enable();
        [roundTripsBefore, transactionsBefore] = [counting.roundTrips(), counting.transactions()];
        counting.resetSlowest();
        profile = await startServerProfile(process.env.BENCH_CPU_PROFILE || null);
        cpuBefore = process.cpuUsage();
        stalls = watchLoopStalls();
      };
      if (WARMUP_MS === 0) await startWindow();
      const result = await runClients(port, tokens, startWindow);
      const stall = stalls!.stop();
      gcObserver.disconnect();
      const load = machineLoad();
      const cpuMs = cpuMsSince(cpuBefore);
      await profile.stop();
      const roundTrips = counting.roundTrips() - roundTripsBefore;
      const transactions = counting.transactions() - transactionsBefore;
      const slowest = counting.slowest();
      const flights = Float64Array.from(counting.flightMs()).sort();
      delay.disable();
      await server.use(TRADING).service.whenPersisted();
      const rawAfter = await measureRawTransactions(rawOptions);
      // The reference is the database's pace around the orders: the mean of the two windows.
      const rawPerSecond = (rawBefore + rawAfter) / 2;
      const acked = result.placed + result.closed;
      const ackedPerSecond = acked / (result.elapsedMs / 1000);
      const sorted = result.latenciesMs.sort();
      console.log(`orders acked/s: ${Math.round(ackedPerSecond)}`);
      console.log(
        `orders p50: ${fixed(percentile(sorted, 0.5))} ms, p99: ${fixed(percentile(sorted, 0.99))} ms`,
      );
      console.log(`database tx/s: ${Math.round(rawPerSecond)}`);
      console.log(
        `  raw before the orders ${Math.round(rawBefore)} tx/s, after ${Math.round(rawAfter)}; ` +
          `of each: ${fixed(ackedPerSecond / rawBefore, 2)} and ${fixed(ackedPerSecond / rawAfter, 2)}`,
      );
      console.log(`server CPU per acked order: ${fixed(cpuMs / acked, 3)} ms`);
      console.log(
        `clients' CPU per request: ${fixed(result.cpuMs / acked, 3)} ms (their own process, ` +
          `${fixed(result.cpuMs / (result.elapsedMs / 1000) / 10)} % of a core)`,
      );
      console.log(
        `  ${result.placed} placed, ${result.closed} closed, ${result.failed} failed; ` +
          `${fixed(ackedPerSecond / rawPerSecond, 2)} of the raw rate; per acked order ` +
          `${fixed(roundTrips / acked, 2)} database round trips, ${fixed(transactions / acked, 2)} transactions`,
      );
      console.log(
        `longest stall: event loop ${fixed(delay.max / 1e6)} ms, longest answer ${fixed(result.longestMs)} ms`,
      );
      console.log(
        `  slowest statement: ${fixed(slowest.elapsedMs)} ms (queue wait included): ${slowest.sql}`,
      );
      console.log(
        `  group-commit flights: ${flights.length} (${fixed(acked / Math.max(1, flights.length))} orders each), ` +
          `call to answer p50 ${fixed(percentile(flights, 0.5))} ms, p99 ${fixed(percentile(flights, 0.99))} ms; ` +
          `event loop delay p99 ${fixed(delay.percentile(99) / 1e6)} ms; ` +
          `${db.chainsFlights ? FLIGHTS_IN_THE_AIR : 1} flight(s) in the air at most`,
      );
      console.log(
        `  longest gap between 5 ms ticks: ${fixed(stall.gapMs)} ms, of which this process ran ` +
          `${fixed(stall.cpuMs)} ms of CPU (the rest it waited for a core)`,
      );
      console.log(
        `  collections: ${collections.scavenges} scavenges, ${fixed(collections.scavengeMs)} ms; ` +
          `${collections.others} others, ${fixed(collections.otherMs)} ms; ` +
          `${fixed(((collections.scavengeMs + collections.otherMs) * 1000) / acked, 1)} µs of pauses per acked order`,
      );
      console.log(`  machine during the order phase: ${load}`);
      for (const failure of result.failures) console.log(`  failure: ${failure}`);
      ok = result.failed === 0 && acked > 0;
    } finally {
      await app.close();
    }
  } finally {
    await dispose();
  }
  if (!ok) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
