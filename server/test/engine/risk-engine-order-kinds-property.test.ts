// Property test of the order kinds: random ticks, clock steps and orders of every kind (market
// with and without a trailing stop, limit, stop and stop-limit with and without an expiry, OCO
// pairs, cancels, modifies) on two symbols. Whatever happens: never both legs of an OCO pair
// filled, a waiting order leaves the book once, every trailing stop only tightens, and every
// account's balance is its deposit plus its ledger rows.
import fc from 'fast-check';
import type { OrderPayload, PendingKind } from '../../../contract/entities';
import type { EngineEffect } from '../../src/engine/engine-types';
import { roundPrice } from '../../src/engine/money';
import { accountWith, createFixture, primeMajors } from './engine-fixture';
import { expectSame } from '../helpers/hot-loop-expect';

const SEED = Number(process.env.ORDER_KINDS_PROPERTY_SEED ?? 20);
const SYMBOLS = [
  { symbol: 'EURUSD', mid: 1.1, spread: 0.0002, digits: 5 },
  { symbol: 'GBPUSD', mid: 1.25, spread: 0.0002, digits: 5 },
];
const ACCOUNTS = ['a0', 'a1', 'a2'];
const START_CENTS = 500_000;

type Step =
  | { kind: 'tick'; symbol: number; moveBp: number }
  | { kind: 'wait'; ms: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'trail'; pick: number; bp: number }
  | { kind: 'order'; account: number; symbol: number; buy: boolean; order: OrderShape };

type OrderShape =
  | { type: 'market'; trailBp: number }
  | {
      type: PendingKind;
      offsetBp: number;
      limitBp: number;
      expiresInMs: number;
      oco: boolean;
      trailBp: number;
    };

const pendingKind = fc.constantFrom<PendingKind>('limit', 'stop', 'stopLimit');
const orderShape: fc.Arbitrary<OrderShape> = fc.oneof(
  fc.record({
    type: fc.constant('market' as const),
    trailBp: fc.oneof(fc.constant(0), fc.integer({ min: 3, max: 80 })),
  }),
  fc.record({
    type: pendingKind,
    offsetBp: fc.integer({ min: 1, max: 60 }),
    limitBp: fc.integer({ min: 0, max: 30 }),
    expiresInMs: fc.oneof(fc.constant(0), fc.integer({ min: 1_000, max: 20_000 })),
    oco: fc.boolean(),
    trailBp: fc.oneof(fc.constant(0), fc.integer({ min: 3, max: 80 })),
  }),
);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('tick' as const),
      symbol: fc.nat(1),
      moveBp: fc.integer({ min: -40, max: 40 }),
    }),
    weight: 10,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 100, max: 8_000 }) }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('trail' as const),
      pick: fc.nat(),
      bp: fc.integer({ min: 3, max: 50 }),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      account: fc.nat(ACCOUNTS.length - 1),
      symbol: fc.nat(1),
      buy: fc.boolean(),
      order: orderShape,
    }),
    weight: 5,
  },
);

const seen = new Map<string, number>();
const count = (key: string) => seen.set(key, (seen.get(key) ?? 0) + 1);

function run(steps: Step[]): void {
  const fixture = createFixture();
  const { engine, clock } = fixture;
  primeMajors(fixture);
  const quotes = SYMBOLS.map(({ mid, spread }) => ({ bid: mid, ask: roundPrice(mid + spread, 5) }));
  SYMBOLS.forEach(({ symbol }, index) => fixture.prime(symbol, quotes[index].bid, quotes[index].ask));
  for (const account of ACCOUNTS) accountWith(fixture, account, START_CENTS);
  const ledgerCents = new Map(ACCOUNTS.map((account) => [account, START_CENTS]));
  const partners = new Map<string, string>();
  const filled = new Set<string>();
  const leftUnfilled = new Set<string>();
  const stops = new Map<string, { sign: 1 | -1; stop: number }>();
  /** The last waiting order per account and symbol, for the next OCO leg. */
  const lastWaiting = new Map<string, string>();

  const observe = (effects: EngineEffect[]) => {
    for (const effect of effects) {
      if (effect.type === 'balanceChanged') {
        const before = ledgerCents.get(effect.accountId) ?? 0;
        ledgerCents.set(effect.accountId, before + effect.amountCents);
        expectSame(effect.balanceAfterCents, before + effect.amountCents);
      }
      if (effect.type === 'ocoLinked') {
        partners.set(effect.id, effect.partnerId);
        partners.set(effect.partnerId, effect.id);
        count('oco');
      }
      if (effect.type === 'pendingTriggered') {
        expectSame(filled.has(effect.position.id) || leftUnfilled.has(effect.position.id), false);
        filled.add(effect.position.id);
        const partner = partners.get(effect.position.id);
        expectSame(partner !== undefined && filled.has(partner), false);
        count(`filled:${effect.position.pendingKind}`);
      }
      if (effect.type === 'pendingCancelled') {
        expectSame(filled.has(effect.id) || leftUnfilled.has(effect.id), false);
        leftUnfilled.add(effect.id);
        count(`cancelled:${effect.reason}`);
      }
      if (effect.type === 'pendingArmed') count('armed');
      if (effect.type === 'positionModified' && effect.trailing) {
        const known = stops.get(effect.id);
        if (known && effect.stopLoss !== null)
          expectSame(known.sign > 0 ? effect.stopLoss > known.stop : effect.stopLoss < known.stop, true);
        count('trailed');
      }
      if (effect.type === 'positionClosed' && effect.trailingDistance !== undefined)
        count(`closed:${effect.reason}`);
    }
    // Every trailing stop the engine holds only ever tightens.
    for (const account of ACCOUNTS)
      for (const position of engine.positionsOf(account)) {
        if (position.status !== 'open' || position.trailingDistance === null || position.stopLoss === null)
          continue;
        const sign = position.side === 'Buy' ? 1 : -1;
        const known = stops.get(position.id);
        if (known)
          expectSame(sign > 0 ? position.stopLoss >= known.stop : position.stopLoss <= known.stop, true);
        stops.set(position.id, { sign, stop: position.stopLoss });
      }
  };

  for (const current of steps) {
    clock.set(clock.nowMs() + 500);
    if (current.kind === 'wait') {
      clock.set(clock.nowMs() + current.ms);
      observe(engine.expireOrders(clock.nowMs()));
    }
    if (current.kind === 'tick') {
      const { symbol, digits, spread } = SYMBOLS[current.symbol];
      const quote = quotes[current.symbol];
      quote.bid = roundPrice(quote.bid * (1 + current.moveBp / 10_000), digits);
      quote.ask = roundPrice(quote.bid + spread, digits);
      observe(fixture.quote(symbol, quote.bid, quote.ask));
    }
    if (current.kind === 'cancel' || current.kind === 'trail') {
      const all = ACCOUNTS.flatMap((account) => engine.positionsOf(account));
      const wanted = current.kind === 'cancel' ? 'waiting' : 'open';
      const candidates = all.filter((position) => position.status === wanted);
      const target = candidates[current.pick % Math.max(candidates.length, 1)];
      if (target && current.kind === 'cancel') {
        const result = engine.cancelPending(target.accountId, target.id);
        if (result.ok) observe(result.effects);
      }
      if (target && current.kind === 'trail' && target.lastPrice !== null) {
        const distance = roundPrice((target.lastPrice * current.bp) / 10_000, 5);
        const result = engine.modify(target.accountId, target.id, {
          stopLoss: target.stopLoss,
          takeProfit: target.takeProfit,
          trailingDistance: distance,
        });
        // An edit's stop may loosen a stop the customer sets; the trail from then on only tightens.
        stops.delete(target.id);
        if (result.ok) observe(result.effects);
      }
    }
    if (current.kind === 'order') {
      const { symbol, digits } = SYMBOLS[current.symbol];
      const quote = quotes[current.symbol];
      const account = ACCOUNTS[current.account];
      const type = current.buy ? 'Buy' : 'Sell';
      const shape = current.order;
      const trailingDistance =
        shape.trailBp === 0
          ? null
          : Math.max(roundPrice((quote.bid * shape.trailBp) / 10_000, digits), 0.00001);
      const payload: OrderPayload = {
        symbol,
        type,
        amount: 0.5,
        marketLimit: null,
        stopLoss: null,
        takeProfit: null,
        trailingDistance,
      };
      const key = `${account}:${symbol}`;
      if (shape.type !== 'market') {
        const price = current.buy ? quote.ask : quote.bid;
        // A Buy limit / Sell stop waits below the price; a Buy stop / Sell limit above it.
        const below = current.buy === (shape.type === 'limit');
        const trigger = roundPrice(price * (1 + ((below ? -1 : 1) * shape.offsetBp) / 10_000), digits);
        payload.marketLimit = trigger;
        payload.pendingKind = shape.type;
        if (shape.type === 'stopLimit')
          payload.limitPrice = roundPrice(
            trigger * (1 + ((current.buy ? 1 : -1) * shape.limitBp) / 10_000),
            digits,
          );
        payload.expiresAtMs = shape.expiresInMs === 0 ? null : clock.nowMs() + shape.expiresInMs;
        payload.ocoWith = shape.oco ? (lastWaiting.get(key) ?? null) : null;
      }
      const result = engine.placeOrder(account, payload);
      if (result.ok) {
        observe(result.effects);
        if (result.value.status === 'waiting') lastWaiting.set(key, result.value.id);
      } else count(`refused:${result.code}`);
    }
    for (const account of ACCOUNTS)
      expectSame(Math.round((engine.account(account)?.blc ?? NaN) * 100), ledgerCents.get(account));
  }
}

describe('order kinds under random ticks and orders', () => {
  it('never fills both OCO legs, only tightens trailing stops, and keeps the ledger exact', () => {
    fc.assert(fc.property(fc.array(step, { minLength: 30, maxLength: 160 }), run), {
      numRuns: 150,
      seed: SEED,
    });
    for (const key of [
      'oco',
      'armed',
      'filled:limit',
      'filled:stop',
      'filled:stopLimit',
      'cancelled:oco',
      'cancelled:expired',
      'cancelled:manual',
      'trailed',
      'closed:stopLoss',
    ])
      expect({ key, reached: (seen.get(key) ?? 0) > 0 }).toEqual({ key, reached: true });
  });
});
