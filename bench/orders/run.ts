// npm run bench:orders: BENCH_CLIENTS (default 40) HTTP clients, in a process of their own, place
// and close market orders (BTCUSD, always open) against a server built by composeServer, over
// keep-alive connections on 127.0.0.1 (lean node:net clients: order-clients.cjs). On PostgreSQL
// when DATABASE_URL names one (in a schema of its own, dropped afterwards), else on PGlite in memory.
//
// The database's own pace is measured in the same run, interleaved with the orders: as many
// connections committing small transactions (raw-transactions.ts). BENCH_SECONDS (default 10) of
// orders and as many of raw transactions alternate in BENCH_SLICE_SECONDS (default 1) slices, so a
// slow minute of a shared machine (a checkpoint, a neighbour on the host) weighs on both figures
// alike; measured as two windows, one before and one after the orders, the raw rate had swung by a
// quarter between them. Both loads first warm up for BENCH_WARMUP_SECONDS (default 3), uncounted,
// so V8's compiling of the hot paths is not in the figures. Prints:
//   orders acked/s: N            every answered placement and close (each one decision) per second
//                                of order slices (each slice until its writes are out, notifications
//                                included)
//   orders p50: X ms, p99: Y ms  the clients' answer times
//   database tx/s: M             the raw transactions per second of raw slices
//   and the share with each pair of slices' own share (min, median, max)
//   server CPU per acked order: C ms   the server process's CPU time (user + system) over the
//                                      order slices, divided by the acknowledged orders: the figure
//                                      that holds when other work shares the machine
//   clients' CPU per request: K ms     the same for the clients' process (CPU the server and
//                                      PostgreSQL did not get on a small machine)
// and the longest stall: the event loop's longest delay and the longest answer. Exits non-zero when
// a request failed. BENCH_CPU_PROFILE=<file.cpuprofile> writes a CPU profile of the server's thread
// from the first order slice to the last (open it in Chrome's DevTools). Then the group-commit
// flights (how many, their size, call to answer), the longest gap between 5 ms ticks with the
// process's CPU over it (its own work, or waiting for a core: loop-stalls.ts) and the machine's load.
// BENCH_FLIGHTS=N keeps N flights in the air (the server's ORDER_FLIGHTS), for a same-run comparison.
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { accountsPart } from '../../server/src/accounts/accounts-part';
import { systemClock } from '../../server/src/clock';
import { composeServer, type ComposedServer } from '../../server/src/compose/compose-server';
import { loadConfig } from '../../server/src/config';
import { openDatabase, type Database } from '../../server/src/db/database';
import { runMigrations } from '../../server/src/db/migrate';
import { INSTRUMENTS } from '../../server/src/engine/catalogue';
import { IDENTITY, identityPart } from '../../server/src/identity/identity-part';
import { marketDataPart } from '../../server/src/market-data/market-data-part';
import { ManualFeed } from '../../server/test/helpers/manual-feed';
import { flightsInTheAir } from '../../server/src/trading/trading-core';
import { TRADING, tradingPart } from '../../server/src/trading/trading-part';
import { usersPart } from '../../server/src/users/users-part';
import { openSchemaDatabase, type BenchDatabase } from '../support/databases';
import { registerClients } from './bench-clients';
import { cpuMeter, type CpuTotals } from './cpu-meter';
import { countingDatabase, type CountingDatabase } from './counting-database';
import { machineLoad } from './loop-stalls';
import { startOrderClients, type ClientsResult, type OrderClients } from './order-clients-process';
import { watchOrderSlices, type OrderSlicesFigures, type OrderSlicesWatch } from './order-slices-watch';
import { openRawTransactions, type RawTransactions, type RawWindow } from './raw-transactions';
import { startServerProfile } from './server-profile';

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
/** The measured time comes in slices of this length, each orders slice followed or led by a raw one. */
const SLICE_MS = Number(process.env.BENCH_SLICE_SECONDS ?? 1) * 1000;
const SLICES = Math.max(1, Math.round(DURATION_MS / SLICE_MS));

/** One order slice: the orders acknowledged, over the slice and its settling (parent's clock). */
interface OrderSlice {
  acked: number;
  elapsedMs: number;
}

interface Interleaved {
  orderSlices: OrderSlice[];
  rawSlices: RawWindow[];
  /** This process's CPU (the raw loops' clients) and PostgreSQL's over the raw slices. */
  rawCpu: CpuTotals;
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
 * SLICES order slices and as many raw slices, alternating in the pattern orders-raw, raw-orders,
 * orders-raw…, so a drift of the machine's pace weighs on both alike. An order slice lasts until
 * the clients have their answers and `settle` has seen the server's writes of the slice out
 * (notifications included): work an order causes is paid for in its slice, never in the raw one.
 */
async function runInterleaved(
  clients: OrderClients,
  raw: RawTransactions,
  watch: OrderSlicesWatch,
  settle: () => Promise<void>,
): Promise<Interleaved> {
  const orderSlices: OrderSlice[] = [];
  const rawSlices: RawWindow[] = [];
  const rawCpu = cpuMeter();
  const orderSlice = async (): Promise<void> => {
    watch.resume();
    const startedMs = performance.now();
    const acked = await clients.slice(SLICE_MS);
    await settle();
    orderSlices.push({ acked, elapsedMs: performance.now() - startedMs });
    watch.pause();
  };
  const rawSlice = async (): Promise<void> => {
    rawCpu.start();
    rawSlices.push(await raw.run(SLICE_MS));
    rawCpu.stop();
  };
  for (let index = 0; index < SLICES; index += 1) {
    const pair = index % 2 === 0 ? [orderSlice, rawSlice] : [rawSlice, orderSlice];
    for (const step of pair) await step();
  }
  return { orderSlices, rawSlices, rawCpu: rawCpu.totals() };
}

/** Each pair's orders per second over its raw transactions per second, sorted. */
function pairShares({ orderSlices, rawSlices }: Interleaved): Float64Array {
  const shares = orderSlices.map(
    (order, index) =>
      order.acked / order.elapsedMs / (rawSlices[index].committed / rawSlices[index].elapsedMs),
  );
  return Float64Array.from(shares).sort();
}

const fixed = (value: number, digits = 1): string => value.toFixed(digits);

/** A feed holding every instrument at its starting price (BTCUSD trades around the clock). */
function steadyFeed(): ManualFeed {
  const nowMs = systemClock.nowMs();
  return new ManualFeed(
    INSTRUMENTS.map((instrument) => ({
      symbol: instrument.symbol,
      ask: instrument.priceStart + instrument.spread / 2,
      bid: instrument.priceStart - instrument.spread / 2,
      time: nowMs,
    })),
  );
}

/** The server as composeServer builds it, on the counting wrapper of the bench's database. */
async function startBenchServer(
  db: Database,
): Promise<{ server: ComposedServer; counting: CountingDatabase }> {
  const counting = countingDatabase(db);
  const server = await composeServer({
    config: { ...loadConfig({}), logLevel: 'silent' },
    db: counting.db,
    // What an order touches: sign-in, the market, trading, the accounts (as server-parts.ts orders them).
    parts: [marketDataPart({ feed: steadyFeed() }), identityPart, tradingPart(), usersPart(), accountsPart],
  });
  await server.start();
  return { server, counting };
}

interface Measured {
  interleaved: Interleaved;
  result: ClientsResult;
  watched: OrderSlicesFigures;
  roundTrips: number;
  transactions: number;
  slowest: { elapsedMs: number; sql: string };
  flights: Float64Array;
  load: string;
}

/** Warms both loads up, then runs the interleaved slices and gathers what the server did in them. */
async function measure(
  server: ComposedServer,
  counting: CountingDatabase,
  raw: RawTransactions,
  tokens: string[],
): Promise<Measured> {
  const port = (server.app.server.address() as AddressInfo).port;
  const clients = startOrderClients({ port, tokens, symbol: SYMBOL, lots: LOTS, warmupMs: WARMUP_MS });
  await clients.ready();
  await raw.run(WARMUP_MS);
  const [roundTripsBefore, transactionsBefore] = [counting.roundTrips(), counting.transactions()];
  counting.resetSlowest();
  // The raw slices' PostgreSQL clients run on this thread too: a profile shows them beside the server.
  const profile = await startServerProfile(process.env.BENCH_CPU_PROFILE || null);
  const watch = watchOrderSlices();
  const settle = async (): Promise<void> => {
    // The decisions committed, their events handed to the subscribers, the notices stored.
    await server.use(TRADING).service.whenPersisted();
    await server.events.whenIdle();
    await server.use(IDENTITY).notifications.writer.whenIdle();
  };
  const interleaved = await runInterleaved(clients, raw, watch, settle);
  const result = await clients.finish();
  await profile.stop();
  return {
    interleaved,
    result,
    watched: watch.figures(),
    roundTrips: counting.roundTrips() - roundTripsBefore,
    transactions: counting.transactions() - transactionsBefore,
    slowest: counting.slowest(),
    flights: Float64Array.from(counting.flightMs()).sort(),
    load: machineLoad(),
  };
}

const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

/** Prints the figures; answers whether the run counts (no failed request, some orders). */
function report(measured: Measured, flightsInTheAir: number, onPostgres: boolean): boolean {
  const { interleaved, result, watched } = measured;
  const { orderSlices, rawSlices } = interleaved;
  const acked = sum(orderSlices.map((slice) => slice.acked));
  const ackedPerSecond = acked / (sum(orderSlices.map((slice) => slice.elapsedMs)) / 1000);
  const rawPerSecond =
    sum(rawSlices.map((slice) => slice.committed)) / (sum(rawSlices.map((slice) => slice.elapsedMs)) / 1000);
  const sorted = result.latenciesMs.sort();
  const shares = pairShares(interleaved);
  const perSecond = (count: number, ms: number) => Math.round(count / (ms / 1000));
  const orderRates = Float64Array.from(orderSlices.map((slice) => perSecond(slice.acked, slice.elapsedMs)));
  const rawRates = Float64Array.from(rawSlices.map((slice) => perSecond(slice.committed, slice.elapsedMs)));
  const spread = (rates: Float64Array) => `${Math.min(...rates)}–${Math.max(...rates)}`;
  console.log(`orders acked/s: ${Math.round(ackedPerSecond)}`);
  console.log(`orders p50: ${fixed(percentile(sorted, 0.5))} ms, p99: ${fixed(percentile(sorted, 0.99))} ms`);
  console.log(`database tx/s: ${Math.round(rawPerSecond)}`);
  console.log(
    `  ${fixed(ackedPerSecond / rawPerSecond, 2)} of the raw rate; ${SLICES} pairs of ${SLICE_MS / 1000} s ` +
      `slices, each pair's share min ${fixed(shares[0], 2)}, median ${fixed(percentile(shares, 0.5), 2)}, ` +
      `max ${fixed(shares[shares.length - 1], 2)}; orders per slice ${spread(orderRates)}/s, ` +
      `raw ${spread(rawRates)} tx/s`,
  );
  console.log(`server CPU per acked order: ${fixed(watched.cpu.ownMs / acked, 3)} ms`);
  // On PGlite a PostgreSQL the machine happens to run is not the bench's database.
  if (onPostgres) reportDatabaseCpu(watched.cpu, acked, interleaved);
  console.log(
    `clients' CPU per request: ${fixed(result.cpuMs / acked, 3)} ms (their own process, ` +
      `${fixed(result.cpuMs / (result.elapsedMs / 1000) / 10)} % of a core)`,
  );
  console.log(
    `  ${result.placed} placed, ${result.closed} closed, ${result.failed} failed; per acked order ` +
      `${fixed(measured.roundTrips / acked, 2)} database round trips, ` +
      `${fixed(measured.transactions / acked, 2)} transactions`,
  );
  console.log(
    `longest stall: event loop ${fixed(watched.delayMaxMs)} ms, longest answer ${fixed(result.longestMs)} ms`,
  );
  reportDetails(measured, acked, flightsInTheAir);
  for (const failure of result.failures) console.log(`  failure: ${failure}`);
  return result.failed === 0 && acked > 0;
}

/**
 * PostgreSQL's CPU per acknowledged order and per raw transaction, and this process's per raw
 * transaction (the raw loops' clients), when PostgreSQL runs on this machine.
 */
function reportDatabaseCpu(orderCpu: CpuTotals, acked: number, { rawSlices, rawCpu }: Interleaved): void {
  if (orderCpu.postgresMs === null || rawCpu.postgresMs === null) return;
  const committed = sum(rawSlices.map((slice) => slice.committed));
  console.log(
    `  PostgreSQL's CPU per acked order: ${fixed(orderCpu.postgresMs / acked, 3)} ms; per raw ` +
      `transaction ${fixed(rawCpu.postgresMs / committed, 3)} ms, and the raw loops' clients ` +
      `${fixed(rawCpu.ownMs / committed, 3)} ms`,
  );
}

/** The lines that say why: the slowest statement, the flights, the stalls, the collections. */
function reportDetails(measured: Measured, acked: number, flightsInTheAir: number): void {
  const { watched, flights, slowest } = measured;
  const { collections, stall } = watched;
  console.log(`  slowest statement: ${fixed(slowest.elapsedMs)} ms (queue wait included): ${slowest.sql}`);
  console.log(
    `  group-commit flights: ${flights.length} (${fixed(acked / Math.max(1, flights.length))} orders each), ` +
      `call to answer p50 ${fixed(percentile(flights, 0.5))} ms, p99 ${fixed(percentile(flights, 0.99))} ms; ` +
      `event loop delay p99 ${fixed(watched.delayP99Ms)} ms; ${flightsInTheAir} flight(s) in the air at most`,
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
  console.log(`  machine during the run: ${measured.load}`);
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL || null;
  const { db, dispose } = await openBenchDatabase(url);
  console.log(
    `Orders over HTTP: ${CLIENTS} clients placing and closing ${SYMBOL} market orders for ` +
      `${DURATION_MS / 1000} s in ${SLICE_MS / 1000} s slices, between as many slices of raw ` +
      `transactions, after a ${WARMUP_MS / 1000} s warm-up of each, on ` +
      `${url === null ? 'PGlite (in memory)' : 'PostgreSQL'}; node options: ${process.env.NODE_OPTIONS || 'none'}`,
  );
  let ok = false;
  try {
    await runMigrations(db);
    const raw = await openRawTransactions({ db, databaseUrl: url, connections: CLIENTS });
    const { server, counting } = await startBenchServer(db);
    try {
      const tokens = await registerClients(server.app, CLIENTS);
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const measured = await measure(server, counting, raw, tokens);
      ok = report(measured, db.chainsFlights ? FLIGHTS_IN_THE_AIR : 1, url !== null);
    } finally {
      await server.app.close();
      await raw.close();
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
