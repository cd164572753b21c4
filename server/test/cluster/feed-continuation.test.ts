// A cluster's new feed leader walks on from the last published prices (feed-node.ts), and a shard's
// server seeds its chart history to end at the relayed prices: the simulated feed's `startingMids`.
import { INSTRUMENTS } from '../../src/engine/catalogue';
import type { Scheduler } from '../../src/engine/engine-types';
import { SimulatedFeed } from '../../src/engine/simulated-feed';

const NOW_MS = Date.UTC(2026, 10, 23, 9);
const idle: Scheduler = { every: () => ({ cancel: () => undefined }) };

function feedFrom(startingMids?: ReadonlyMap<string, number>): SimulatedFeed {
  return new SimulatedFeed({
    instruments: INSTRUMENTS,
    seed: 7,
    tickMs: 250,
    clock: { nowMs: () => NOW_MS },
    scheduler: idle,
    startingMids,
    isOpen: () => true,
    tickShare: 1,
  });
}

it('starts each given symbol at its given mid and the others at the catalogue price', () => {
  const feed = feedFrom(new Map([['EURUSD', 1.5]]));
  const euro = feed.lastQuote('EURUSD')!;
  expect(Math.abs((euro.ask + euro.bid) / 2 - 1.5)).toBeLessThan(0.001);
  const gold = feed.lastQuote('XAUUSD')!;
  const goldStart = INSTRUMENTS.find((instrument) => instrument.symbol === 'XAUUSD')!.priceStart;
  expect(Math.abs((gold.ask + gold.bid) / 2 - goldStart) / goldStart).toBeLessThan(0.001);
  feed.step();
  const next = feed.lastQuote('EURUSD')!;
  expect(Math.abs(next.bid - 1.5) / 1.5).toBeLessThan(0.01);
});

it('ends the seeded history at the given mid, so the chart meets the live price', () => {
  const bars = feedFrom(new Map([['EURUSD', 1.5]])).history('EURUSD', '1m', 50, NOW_MS);
  expect(bars).toHaveLength(50);
  expect(bars[bars.length - 1].close).toBeCloseTo(1.5, 4);
  const plain = feedFrom().history('EURUSD', '1m', 50, NOW_MS);
  expect(plain[plain.length - 1].close).toBeCloseTo(1.085, 4);
});
