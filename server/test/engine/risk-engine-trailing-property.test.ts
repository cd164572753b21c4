// Trailing stops against the plain rule: many trailing Buys and Sells on one symbol, started at
// different moments, edited by hand (a looser stop, a new distance, trailing cleared), closed, and
// a random walk of ticks. The model walks every trailing position on every tick in the order they
// started trailing, as the engine once did; the engine visits only the groups a price passes. Every
// tick's trailing moves must be the same, in the same order, and so must the positions each tick
// closes. Commands sync the model from the engine's own answer: what is tested here is the tick.
import fc from 'fast-check';
import type { EngineEffect } from '../../src/engine/engine-types';
import { roundPrice } from '../../src/engine/money';
import { accountWith, createFixture, expectOk, ofType, order, primeMajors } from './engine-fixture';

const PROPERTY_SEED = Number(process.env.TRAILING_PROPERTY_SEED ?? 11);
const RUNS = 60;
const DIGITS = 5;
const DISTANCES = [0.0001, 0.0003, 0.001, 0.0025];

type Step =
  | { kind: 'open'; buy: boolean; distance: number; ownStopBp: number; takeBp: number }
  | { kind: 'tick'; moveBp: number }
  | { kind: 'loosen'; pick: number; bp: number }
  | { kind: 'redistance'; pick: number; distance: number }
  | { kind: 'clear'; pick: number }
  | { kind: 'close'; pick: number };

const distance = fc.constantFrom(...DISTANCES);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('open' as const),
      buy: fc.boolean(),
      distance,
      ownStopBp: fc.oneof(fc.constant(0), fc.integer({ min: 2, max: 40 })),
      takeBp: fc.oneof(fc.constant(0), fc.integer({ min: 5, max: 60 })),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('tick' as const), moveBp: fc.integer({ min: -12, max: 12 }) }),
    weight: 10,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('loosen' as const),
      pick: fc.nat(),
      bp: fc.integer({ min: 5, max: 50 }),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('redistance' as const), pick: fc.nat(), distance }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('clear' as const), pick: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('close' as const), pick: fc.nat() }), weight: 1 },
);

interface ModelPosition {
  id: string;
  buy: boolean;
  stop: number;
  take: number;
  distance: number;
}

const orNaN = (value: number | null | undefined): number => value ?? Number.NaN;
const orNull = (value: number): number | null => (value === value ? value : null);

/** The plain rule: every trailing position, in the order it started, on every tick. */
function modelMoves(trailing: ModelPosition[], bid: number, ask: number): EngineEffect[] {
  const moves: EngineEffect[] = [];
  for (const position of trailing) {
    const candidate = roundPrice(position.buy ? bid - position.distance : ask + position.distance, DIGITS);
    const tighter = position.buy
      ? candidate > 0 && !(position.stop >= candidate)
      : !(position.stop <= candidate);
    if (!tighter) continue;
    position.stop = candidate;
    moves.push({
      type: 'positionModified',
      id: position.id,
      accountId: 'u1',
      stopLoss: candidate,
      takeProfit: orNull(position.take),
      trailing: true,
    });
  }
  return moves;
}

const fires = (position: ModelPosition, bid: number, ask: number): boolean =>
  position.buy ? bid <= position.stop || bid >= position.take : ask >= position.stop || ask <= position.take;

function runWorld(steps: Step[]): void {
  const fixture = createFixture();
  primeMajors(fixture);
  accountWith(fixture, 'u1', 1_000_000_000);
  const { engine } = fixture;
  const open = new Map<string, ModelPosition>();
  let trailing: ModelPosition[] = [];
  const sync = (position: ModelPosition) => {
    const state = engine.position(position.id);
    if (!state) throw new Error(position.id);
    position.stop = orNaN(state.stopLoss);
    position.take = orNaN(state.takeProfit);
    const trails = state.trailingDistance !== null;
    if (trails) position.distance = state.trailingDistance ?? Number.NaN;
    const listed = trailing.includes(position);
    if (trails && !listed) trailing.push(position);
    if (!trails && listed) trailing = trailing.filter((other) => other !== position);
  };
  const picked = (pick: number): ModelPosition | undefined =>
    [...open.values()][pick % Math.max(open.size, 1)];
  const modify = (
    position: ModelPosition,
    update: { stopLoss?: number; trailingDistance?: number | null },
  ) => {
    const result = engine.modify('u1', position.id, {
      stopLoss: update.stopLoss ?? orNull(position.stop),
      takeProfit: orNull(position.take),
      ...(update.trailingDistance === undefined ? {} : { trailingDistance: update.trailingDistance }),
    });
    if (result.ok) sync(position);
  };
  for (const current of steps) {
    const quote = engine.quote('EURUSD');
    if (!quote) throw new Error('EURUSD has no quote');
    if (current.kind === 'open') {
      const price = current.buy ? quote.bid : quote.ask;
      const away = (bp: number, sign: number) =>
        bp === 0 ? null : roundPrice(price * (1 + (sign * bp) / 10_000), DIGITS);
      const payload = order('EURUSD', current.buy ? 'Buy' : 'Sell', 0.1, {
        stopLoss: away(current.ownStopBp, current.buy ? -1 : 1),
        takeProfit: away(current.takeBp, current.buy ? 1 : -1),
        trailingDistance: current.distance,
      });
      const opened = expectOk(engine.openMarket('u1', payload)).value;
      const position = { id: opened.id, buy: current.buy, stop: NaN, take: NaN, distance: current.distance };
      open.set(opened.id, position);
      sync(position);
    }
    const chosen = current.kind === 'open' || current.kind === 'tick' ? undefined : picked(current.pick);
    if (chosen && current.kind === 'loosen') {
      const sign = chosen.buy ? -1 : 1;
      const from = chosen.buy ? quote.bid : quote.ask;
      modify(chosen, { stopLoss: roundPrice(from * (1 + (sign * current.bp) / 10_000), DIGITS) });
    }
    if (chosen && current.kind === 'redistance') modify(chosen, { trailingDistance: current.distance });
    if (chosen && current.kind === 'clear') modify(chosen, { trailingDistance: null });
    if (chosen && current.kind === 'close' && engine.close('u1', chosen.id).ok) {
      open.delete(chosen.id);
      trailing = trailing.filter((other) => other !== chosen);
    }
    if (current.kind !== 'tick') continue;
    const bid = roundPrice(quote.bid * (1 + current.moveBp / 10_000), DIGITS);
    const ask = roundPrice(bid + 0.0002, DIGITS);
    const effects = fixture.quote('EURUSD', bid, ask);
    const moves = effects.filter((effect) => effect.type === 'positionModified');
    expect(moves).toEqual(modelMoves(trailing, bid, ask));
    const firing = [...open.values()].filter((position) => fires(position, bid, ask));
    const closed = ofType(effects, 'positionClosed').map((effect) => effect.sourceId);
    expect(closed.sort()).toEqual(firing.map((position) => position.id).sort());
    for (const position of firing) open.delete(position.id);
    trailing = trailing.filter((position) => open.has(position.id));
  }
}

describe('trailing stops against the plain rule', () => {
  it('moves the same stops, in the same order, and closes the same positions on every tick', () => {
    fc.assert(fc.property(fc.array(step, { minLength: 30, maxLength: 160 }), runWorld), {
      numRuns: RUNS,
      seed: PROPERTY_SEED,
    });
  });
});
