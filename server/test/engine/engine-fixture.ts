// A risk engine on the real catalogue with a hand-stepped clock, a switchable market-hours stub and
// counting ids, plus helpers to quote prices and to read effects.
import type { OrderPayload } from '../../../contract/entities';
import { INSTRUMENTS } from '../../src/engine/catalogue';
import type { EngineEffect, EngineResult } from '../../src/engine/engine-types';
import { RiskEngine } from '../../src/engine/risk-engine';

/** Monday 2026-11-23 12:00 Istanbul (09:00 UTC): forex and BIST open. */
export const MONDAY_NOON_MS = Date.UTC(2026, 10, 23, 9, 0, 0);

export interface EngineFixture {
  engine: RiskEngine;
  clock: { nowMs: () => number; set: (ms: number) => void };
  closedSymbols: Set<string>;
  quote: (symbol: string, bid: number, ask: number) => EngineEffect[];
  prime: (symbol: string, bid: number, ask: number) => void;
}

export function createFixture(startMs = MONDAY_NOON_MS): EngineFixture {
  let nowMs = startMs;
  let lastId = 0;
  const clock = { nowMs: () => nowMs, set: (ms: number) => (nowMs = ms) };
  const closedSymbols = new Set<string>();
  const engine = new RiskEngine({
    instruments: INSTRUMENTS,
    clock,
    isMarketOpen: (symbol) => !closedSymbols.has(symbol),
    newOrderId: () => String((lastId += 1)),
  });
  return {
    engine,
    clock,
    closedSymbols,
    quote: (symbol, bid, ask) => engine.applyTick({ symbol, bid, ask, time: nowMs }),
    prime: (symbol, bid, ask) => engine.primeQuote({ symbol, bid, ask, time: nowMs }),
  };
}

/** Conversion quotes every test needs, at round numbers that make the arithmetic easy to follow. */
export function primeMajors(fixture: EngineFixture): void {
  fixture.prime('EURUSD', 1.1, 1.1002);
  fixture.prime('GBPUSD', 1.25, 1.2502);
  fixture.prime('USDTRY', 40, 40.01);
  fixture.prime('USDJPY', 150, 150.02);
}

export function order(
  symbol: string,
  type: 'Buy' | 'Sell',
  amount: number,
  extra: Partial<OrderPayload> = {},
): OrderPayload {
  return { symbol, type, amount, marketLimit: null, stopLoss: null, takeProfit: null, ...extra };
}

export function accountWith(fixture: EngineFixture, accountId: string, cents: number): void {
  fixture.engine.openAccount(accountId);
  if (cents > 0) fixture.engine.deposit(accountId, cents);
}

export function expectOk<T>(result: EngineResult<T>): { value: T; effects: EngineEffect[] } {
  if (!result.ok) throw new Error(`expected success, got ${result.code}`);
  return result;
}

export function ofType<K extends EngineEffect['type']>(
  effects: EngineEffect[],
  type: K,
): Extract<EngineEffect, { type: K }>[] {
  return effects.filter((effect): effect is Extract<EngineEffect, { type: K }> => effect.type === type);
}
