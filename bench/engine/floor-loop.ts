// The floor the engine is measured against: the same book (same seed, same orders, same opening
// prices) as bare parallel typed arrays per symbol, and the same ticks applied by a loop that does
// only what a tick must do to the ticked symbol's positions: re-value each in integer micro-USD,
// move the difference into its account's floating and test its stop and target. No objects, no
// dependents, no stop-out, no drain: what one core can do at best on this book.
import { performance } from 'node:perf_hooks';
import { conversionSymbolOf, INSTRUMENTS } from '../../server/src/engine/catalogue';
import type { Tick } from '../../server/src/engine/engine-types';
import { roundPrice } from '../../server/src/engine/money';
import { startingQuote, workloadOrders, type WorkloadOptions } from './engine-workload';

interface FloorBook {
  count: number;
  openPrice: Float64Array;
  signedLots: Float64Array;
  stopLoss: Float64Array;
  profitMicros: Float64Array;
  accountIndex: Int32Array;
  bid: number;
  ask: number;
  /** Index of the book whose mid converts profit to USD, −1 for calc 0. */
  conversion: number;
  calc: number;
  contractSize: number;
}

export interface FloorResult {
  ticks: number;
  elapsedMs: number;
  cpuMs: number;
  ticksPerSecond: number;
  ticksPerCpuSecond: number;
  reevaluationsPerSecond: number;
  /** Anything the loop computed, printed nowhere, so the work cannot be optimized away. */
  checksum: number;
}

function buildFloorBooks(options: WorkloadOptions): FloorBook[] {
  const counts = new Int32Array(INSTRUMENTS.length);
  for (const order of workloadOrders(options)) counts[order.instrumentIndex] += 1;
  const indexOf = new Map(INSTRUMENTS.map((instrument, index) => [instrument.symbol, index]));
  const books: FloorBook[] = INSTRUMENTS.map((instrument, index) => {
    const quote = startingQuote(instrument);
    const conversionSymbol = conversionSymbolOf(instrument);
    const size = counts[index];
    return {
      count: 0,
      openPrice: new Float64Array(size),
      signedLots: new Float64Array(size),
      stopLoss: new Float64Array(size).fill(Number.NaN),
      profitMicros: new Float64Array(size),
      accountIndex: new Int32Array(size),
      bid: quote.bid,
      ask: quote.ask,
      conversion: conversionSymbol === null ? -1 : (indexOf.get(conversionSymbol) ?? -1),
      calc: instrument.calc,
      contractSize: instrument.contractSize,
    };
  });
  for (const order of workloadOrders(options)) {
    const book = books[order.instrumentIndex];
    const digits = INSTRUMENTS[order.instrumentIndex].digits;
    const slot = book.count++;
    const buy = order.type === 'Buy';
    book.openPrice[slot] = buy ? book.ask : book.bid;
    book.signedLots[slot] = (buy ? 1 : -1) * INSTRUMENTS[order.instrumentIndex].min;
    if (order.farStop) book.stopLoss[slot] = roundPrice(buy ? book.bid * 0.5 : book.ask * 1.5, digits);
    book.accountIndex[slot] = order.accountIndex;
  }
  return books;
}

function usdPerUnit(books: FloorBook[], book: FloorBook): number {
  if (book.conversion < 0) return 1;
  const conversion = books[book.conversion];
  const mid = (conversion.ask + conversion.bid) / 2;
  return book.calc === 1 ? 1 / mid : mid;
}

/** Applies `ticks` to the floor book and times it (the book is built before the clock starts). */
export function runFloorLoop(options: WorkloadOptions, ticks: readonly Tick[]): FloorResult {
  const books = buildFloorBooks(options);
  const indexOf = new Map(INSTRUMENTS.map((instrument, index) => [instrument.symbol, index]));
  const floating = new Float64Array(options.accounts);
  let fired = 0;
  let reevaluations = 0;
  const cpuBefore = process.cpuUsage();
  const startMs = performance.now();
  for (const tick of ticks) {
    const book = books[indexOf.get(tick.symbol) ?? 0];
    book.bid = tick.bid;
    book.ask = tick.ask;
    const { bid, ask, openPrice, signedLots, stopLoss, profitMicros, accountIndex, count } = book;
    const microsPerPriceLot = book.contractSize * usdPerUnit(books, book) * 1_000_000;
    for (let i = 0; i < count; i++) {
      const lots = signedLots[i];
      const buy = lots > 0;
      const micros = Math.round(((buy ? bid : ask) - openPrice[i]) * lots * microsPerPriceLot);
      floating[accountIndex[i]] += micros - profitMicros[i];
      profitMicros[i] = micros;
      if (buy ? bid <= stopLoss[i] : ask >= stopLoss[i]) fired += 1;
    }
    reevaluations += count;
  }
  const elapsedMs = performance.now() - startMs;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return {
    ticks: ticks.length,
    elapsedMs,
    cpuMs,
    ticksPerSecond: (ticks.length / elapsedMs) * 1000,
    ticksPerCpuSecond: (ticks.length / cpuMs) * 1000,
    reevaluationsPerSecond: (reevaluations / elapsedMs) * 1000,
    checksum: fired + floating[0],
  };
}
