// Order kinds (API.md "Order types beyond market and limit"), one table per kind: explicit limit
// and stop, stop-limit, expiry, trailing stop and OCO pairs, each placed on EURUSD at bid 1.1 /
// ask 1.1002 and fed ticks; then the refusals, each of which must leave the book as it was.
import type { OrderPayload } from '../../../contract/entities';
import type { EngineEffect, EngineResultCode } from '../../src/engine/engine-types';
import { accountWith, createFixture, expectOk, ofType, order, primeMajors } from './engine-fixture';

function setup() {
  const fixture = createFixture();
  primeMajors(fixture);
  accountWith(fixture, 'u1', 1_000_000);
  accountWith(fixture, 'u2', 1_000_000);
  return fixture;
}

const pending = (type: 'Buy' | 'Sell', extra: Partial<OrderPayload>) => order('EURUSD', type, 1, extra);
/** What a tick decided, as effect types in order (the trailing moves included). */
const typesOf = (effects: EngineEffect[]) =>
  effects.filter((effect) => effect.type !== 'balanceChanged').map((effect) => effect.type);

describe('explicit limit, stop and stop-limit orders', () => {
  const cases: {
    name: string;
    payload: OrderPayload;
    kind: string;
    ticks: { bid: number; ask: number; then: EngineEffect['type'][] }[];
  }[] = [
    {
      name: 'a Buy limit waits for the ask to fall to it',
      payload: pending('Buy', { marketLimit: 1.099, pendingKind: 'limit' }),
      kind: 'limit',
      ticks: [
        { bid: 1.0993, ask: 1.0995, then: [] },
        { bid: 1.0988, ask: 1.099, then: ['pendingTriggered'] },
      ],
    },
    {
      name: 'a Buy stop waits for the ask to rise to it',
      payload: pending('Buy', { marketLimit: 1.101, pendingKind: 'stop' }),
      kind: 'stop',
      ticks: [
        { bid: 1.1003, ask: 1.1005, then: [] },
        { bid: 1.101, ask: 1.1012, then: ['pendingTriggered'] },
      ],
    },
    {
      name: 'a Sell limit waits for the bid to rise to it',
      payload: pending('Sell', { marketLimit: 1.101, pendingKind: 'limit' }),
      kind: 'limit',
      ticks: [
        { bid: 1.1005, ask: 1.1007, then: [] },
        { bid: 1.101, ask: 1.1012, then: ['pendingTriggered'] },
      ],
    },
    {
      name: 'a Sell stop waits for the bid to fall to it',
      payload: pending('Sell', { marketLimit: 1.099, pendingKind: 'stop' }),
      kind: 'stop',
      ticks: [
        { bid: 1.0995, ask: 1.0997, then: [] },
        { bid: 1.0989, ask: 1.0991, then: ['pendingTriggered'] },
      ],
    },
    {
      name: 'a Buy stop-limit is armed by its trigger and then waits at its limit',
      payload: pending('Buy', { marketLimit: 1.101, pendingKind: 'stopLimit', limitPrice: 1.1015 }),
      kind: 'stopLimit',
      ticks: [
        { bid: 1.1003, ask: 1.1005, then: [] },
        { bid: 1.1018, ask: 1.102, then: ['pendingArmed'] },
        { bid: 1.1025, ask: 1.1027, then: [] },
        { bid: 1.1012, ask: 1.1014, then: ['pendingTriggered'] },
      ],
    },
    {
      name: 'a Sell stop-limit is armed by its trigger and then waits at its limit',
      payload: pending('Sell', { marketLimit: 1.099, pendingKind: 'stopLimit', limitPrice: 1.0985 }),
      kind: 'stopLimit',
      ticks: [
        { bid: 1.098, ask: 1.0982, then: ['pendingArmed'] },
        { bid: 1.0986, ask: 1.0988, then: ['pendingTriggered'] },
      ],
    },
    {
      name: 'a stop-limit whose trigger tick is within its limit fills on that tick',
      payload: pending('Buy', { marketLimit: 1.101, pendingKind: 'stopLimit', limitPrice: 1.1015 }),
      kind: 'stopLimit',
      ticks: [{ bid: 1.101, ask: 1.1012, then: ['pendingArmed', 'pendingTriggered'] }],
    },
    {
      name: 'an order without a kind takes the side of the market, as before',
      payload: pending('Buy', { marketLimit: 1.099 }),
      kind: 'limit',
      ticks: [{ bid: 1.0988, ask: 1.099, then: ['pendingTriggered'] }],
    },
  ];

  it.each(cases)('$name', ({ payload, kind, ticks }) => {
    const fixture = setup();
    const placed = expectOk(fixture.engine.placeOrder('u1', payload)).value;
    expect(placed).toMatchObject({ status: 'waiting', pendingKind: kind });
    for (const tick of ticks) expect(typesOf(fixture.quote('EURUSD', tick.bid, tick.ask))).toEqual(tick.then);
    const filled = fixture.engine.position(placed.id);
    expect(filled).toMatchObject({
      status: 'open',
      openPrice: payload.type === 'Buy' ? ticks.at(-1)?.ask : ticks.at(-1)?.bid,
    });
  });
});

describe('expiry', () => {
  it('cancels a waiting order on the first tick at or after its expiry, never before', () => {
    const fixture = setup();
    const expiresAtMs = fixture.clock.nowMs() + 60_000;
    const placed = expectOk(
      fixture.engine.placeOrder('u1', pending('Buy', { marketLimit: 1.09, expiresAtMs })),
    ).value;
    expect(placed.expiresAtMs).toBe(expiresAtMs);
    fixture.clock.set(expiresAtMs - 1);
    expect(fixture.quote('EURUSD', 1.1001, 1.1003)).toEqual([]);
    fixture.clock.set(expiresAtMs);
    expect(fixture.quote('EURUSD', 1.1001, 1.1003)).toEqual([
      expect.objectContaining({ type: 'pendingCancelled', id: placed.id, reason: 'expired' }),
    ]);
    expect(fixture.engine.position(placed.id)).toBeNull();
  });

  it('expires without a tick through expireOrders, once', () => {
    const fixture = setup();
    const expiresAtMs = fixture.clock.nowMs() + 1_000;
    const placed = expectOk(
      fixture.engine.placeOrder('u1', pending('Sell', { marketLimit: 1.2, expiresAtMs })),
    ).value;
    expect(fixture.engine.expireOrders(expiresAtMs - 1)).toEqual([]);
    expect(fixture.engine.expireOrders(expiresAtMs)).toEqual([
      expect.objectContaining({ type: 'pendingCancelled', id: placed.id, reason: 'expired' }),
    ]);
    expect(fixture.engine.expireOrders(expiresAtMs + 5_000)).toEqual([]);
  });

  it('an expiry that comes after the fill does nothing to the open position', () => {
    const fixture = setup();
    const expiresAtMs = fixture.clock.nowMs() + 1_000;
    const placed = expectOk(
      fixture.engine.placeOrder('u1', pending('Buy', { marketLimit: 1.099, expiresAtMs })),
    ).value;
    fixture.quote('EURUSD', 1.0988, 1.099);
    expect(fixture.engine.expireOrders(expiresAtMs + 1)).toEqual([]);
    expect(fixture.engine.position(placed.id)?.status).toBe('open');
  });
});

describe('trailing stop', () => {
  const cases: {
    name: string;
    side: 'Buy' | 'Sell';
    extra: Partial<OrderPayload>;
    startStop: number;
    ticks: { bid: number; ask: number; stop: number | null; then: EngineEffect['type'][] }[];
    reason?: string;
  }[] = [
    {
      name: 'a Buy trails the bid up and never back, then stops',
      side: 'Buy',
      extra: { trailingDistance: 0.001 },
      startStop: 1.099,
      ticks: [
        { bid: 1.101, ask: 1.1012, stop: 1.1, then: ['positionModified'] },
        { bid: 1.1005, ask: 1.1007, stop: 1.1, then: [] },
        { bid: 1.1012, ask: 1.1014, stop: 1.1002, then: ['positionModified'] },
        { bid: 1.1001, ask: 1.1003, stop: null, then: ['positionClosed'] },
      ],
      reason: 'stopLoss',
    },
    {
      name: 'a Sell trails the ask down and never back, then stops',
      side: 'Sell',
      extra: { trailingDistance: 0.001 },
      startStop: 1.1012,
      ticks: [
        { bid: 1.0988, ask: 1.099, stop: 1.1, then: ['positionModified'] },
        { bid: 1.0995, ask: 1.0997, stop: 1.1, then: [] },
        { bid: 1.0998, ask: 1.1, stop: null, then: ['positionClosed'] },
      ],
      reason: 'stopLoss',
    },
    {
      name: 'a new high of one price step moves the stop one step (no tick is skipped that moves it)',
      side: 'Buy',
      extra: { trailingDistance: 0.001 },
      startStop: 1.099,
      ticks: [
        { bid: 1.10001, ask: 1.10021, stop: 1.09901, then: ['positionModified'] },
        { bid: 1.10001, ask: 1.10021, stop: 1.09901, then: [] },
        { bid: 1.10002, ask: 1.10022, stop: 1.09902, then: ['positionModified'] },
      ],
    },
    {
      name: 'a tighter stop of its own is kept until the trail passes it',
      side: 'Buy',
      extra: { trailingDistance: 0.001, stopLoss: 1.0995 },
      startStop: 1.0995,
      ticks: [
        { bid: 1.1003, ask: 1.1005, stop: 1.0995, then: [] },
        { bid: 1.101, ask: 1.1012, stop: 1.1, then: ['positionModified'] },
      ],
    },
    {
      name: 'a trailing stop and a take profit crossing on one tick close once',
      side: 'Buy',
      extra: { trailingDistance: 0.001, takeProfit: 1.102 },
      startStop: 1.099,
      ticks: [{ bid: 1.1025, ask: 1.1027, stop: null, then: ['positionModified', 'positionClosed'] }],
      reason: 'takeProfit',
    },
  ];

  it.each(cases)('$name', ({ side, extra, startStop, ticks, reason }) => {
    const fixture = setup();
    const opened = expectOk(fixture.engine.openMarket('u1', order('EURUSD', side, 1, extra))).value;
    expect(opened).toMatchObject({ stopLoss: startStop, trailingDistance: 0.001 });
    let closes: EngineEffect[] = [];
    for (const tick of ticks) {
      const effects = fixture.quote('EURUSD', tick.bid, tick.ask);
      expect(typesOf(effects)).toEqual(tick.then);
      closes = closes.concat(ofType(effects, 'positionClosed'));
      if (tick.stop !== null) expect(fixture.engine.position(opened.id)?.stopLoss).toBe(tick.stop);
    }
    if (reason) expect(closes).toEqual([expect.objectContaining({ reason, trailingDistance: 0.001 })]);
  });

  it('is set, tightened at once and cleared through modify', () => {
    const fixture = setup();
    const opened = expectOk(fixture.engine.openMarket('u1', order('EURUSD', 'Buy', 1))).value;
    const set = expectOk(
      fixture.engine.modify('u1', opened.id, { stopLoss: null, takeProfit: null, trailingDistance: 0.002 }),
    );
    expect(set.effects).toEqual([
      {
        type: 'positionModified',
        id: opened.id,
        accountId: 'u1',
        stopLoss: 1.098,
        takeProfit: null,
        trailingDistance: 0.002,
      },
    ]);
    expectOk(
      fixture.engine.modify('u1', opened.id, { stopLoss: 1.098, takeProfit: null, trailingDistance: null }),
    );
    expect(fixture.quote('EURUSD', 1.105, 1.1052)).toEqual([]);
    expect(fixture.engine.position(opened.id)).toMatchObject({ stopLoss: 1.098, trailingDistance: null });
  });

  it('starts from the fill of a waiting order', () => {
    const fixture = setup();
    const placed = expectOk(
      fixture.engine.placeOrder('u1', pending('Buy', { marketLimit: 1.099, trailingDistance: 0.001 })),
    ).value;
    const [triggered] = ofType(fixture.quote('EURUSD', 1.0988, 1.099), 'pendingTriggered');
    expect(triggered.position).toMatchObject({ id: placed.id, stopLoss: 1.0978, trailingDistance: 0.001 });
  });
});

describe('OCO pairs', () => {
  function pair(fixture: ReturnType<typeof setup>) {
    const first = expectOk(
      fixture.engine.placeOrder('u1', pending('Buy', { marketLimit: 1.099, pendingKind: 'limit' })),
    ).value;
    const placed = expectOk(
      fixture.engine.placeOrder(
        'u1',
        pending('Sell', { marketLimit: 1.099, pendingKind: 'stop', ocoWith: first.id }),
      ),
    );
    return { first, second: placed.value, effects: placed.effects };
  }

  it('links both ways', () => {
    const fixture = setup();
    const { first, second, effects } = pair(fixture);
    expect(second.ocoWith).toBe(first.id);
    expect(effects[1]).toEqual({ type: 'ocoLinked', id: first.id, partnerId: second.id, accountId: 'u1' });
    expect(fixture.engine.position(first.id)?.ocoWith).toBe(second.id);
  });

  const cases: {
    name: string;
    act: (fixture: ReturnType<typeof setup>, ids: { first: string; second: string }) => EngineEffect[];
  }[] = [
    {
      name: 'one fills: the other is cancelled in the same decision',
      act: (fixture) =>
        fixture.quote('EURUSD', 1.1005, 1.1007).concat(fixture.quote('EURUSD', 1.0987, 1.0989)),
    },
    {
      name: 'one is cancelled: the other is cancelled with it',
      act: (fixture, { first }) => expectOk(fixture.engine.cancelPending('u1', first)).effects,
    },
    {
      name: 'one expires: the other is cancelled with it',
      act: (fixture) => {
        const third = expectOk(
          fixture.engine.placeOrder(
            'u1',
            pending('Buy', { marketLimit: 1.09, expiresAtMs: fixture.clock.nowMs() + 10 }),
          ),
        ).value;
        const fourth = expectOk(
          fixture.engine.placeOrder('u1', pending('Buy', { marketLimit: 1.11, ocoWith: third.id })),
        ).value;
        const effects = fixture.engine.expireOrders(fixture.clock.nowMs() + 10);
        expect(
          effects.map((effect) => effect.type === 'pendingCancelled' && [effect.id, effect.reason]),
        ).toEqual([
          [third.id, 'expired'],
          [fourth.id, 'oco'],
        ]);
        return expectOk(fixture.engine.cancelPending('u1', fixture.engine.positionsOf('u1')[0].id)).effects;
      },
    },
  ];

  it.each(cases)('$name', ({ act }) => {
    const fixture = setup();
    const { first, second } = pair(fixture);
    const effects = act(fixture, { first: first.id, second: second.id });
    const left = [first.id, second.id].map((id) => fixture.engine.position(id)).filter(Boolean);
    expect(left.filter((position) => position?.status === 'waiting')).toEqual([]);
    expect(ofType(effects, 'pendingTriggered').length).toBeLessThanOrEqual(1);
    expect(ofType(effects, 'pendingCancelled').length + ofType(effects, 'pendingTriggered').length).toBe(2);
  });

  it('both legs crossing on one tick: exactly one fills', () => {
    const fixture = setup();
    const { first, second } = pair(fixture);
    const effects = fixture.quote('EURUSD', 1.0985, 1.0987);
    expect(ofType(effects, 'pendingTriggered')).toHaveLength(1);
    expect(ofType(effects, 'pendingCancelled')).toEqual([expect.objectContaining({ reason: 'oco' })]);
    const open = [first.id, second.id].filter((id) => fixture.engine.position(id)?.status === 'open');
    expect(open).toHaveLength(1);
  });
});

describe('refusals leave nothing behind', () => {
  const now = () => Date.UTC(2026, 10, 23, 9, 0, 0);
  const cases: {
    name: string;
    payload: OrderPayload | ((ids: { waiting: string; open: string; other: string }) => OrderPayload);
    code: EngineResultCode;
  }[] = [
    {
      name: 'a kind without a trigger',
      payload: pending('Buy', { pendingKind: 'stop' }),
      code: 'PENDING_KIND_NEEDS_TRIGGER',
    },
    {
      name: 'a Buy limit above the ask',
      payload: pending('Buy', { marketLimit: 1.101, pendingKind: 'limit' }),
      code: 'PENDING_KIND_WRONG_SIDE',
    },
    {
      name: 'a Buy stop below the ask',
      payload: pending('Buy', { marketLimit: 1.099, pendingKind: 'stop' }),
      code: 'PENDING_KIND_WRONG_SIDE',
    },
    {
      name: 'a Sell stop above the bid',
      payload: pending('Sell', { marketLimit: 1.101, pendingKind: 'stop' }),
      code: 'PENDING_KIND_WRONG_SIDE',
    },
    {
      name: 'a Sell limit below the bid',
      payload: pending('Sell', { marketLimit: 1.099, pendingKind: 'limit' }),
      code: 'PENDING_KIND_WRONG_SIDE',
    },
    {
      name: 'a stop-limit without its limit',
      payload: pending('Buy', { marketLimit: 1.101, pendingKind: 'stopLimit' }),
      code: 'LIMIT_PRICE_MISSING',
    },
    {
      name: 'a limit price on a stop',
      payload: pending('Buy', { marketLimit: 1.101, pendingKind: 'stop', limitPrice: 1.102 }),
      code: 'LIMIT_PRICE_NOT_STOP_LIMIT',
    },
    {
      name: 'a Buy stop-limit with its limit below the trigger',
      payload: pending('Buy', { marketLimit: 1.101, pendingKind: 'stopLimit', limitPrice: 1.1005 }),
      code: 'LIMIT_PRICE_WRONG_SIDE',
    },
    {
      name: 'a Sell stop-limit with its limit above the trigger',
      payload: pending('Sell', { marketLimit: 1.099, pendingKind: 'stopLimit', limitPrice: 1.0995 }),
      code: 'LIMIT_PRICE_WRONG_SIDE',
    },
    {
      name: 'an expiry in the past',
      payload: pending('Buy', { marketLimit: 1.099, expiresAtMs: now() - 1 }),
      code: 'EXPIRY_IN_PAST',
    },
    {
      name: 'an expiry of now',
      payload: pending('Buy', { marketLimit: 1.099, expiresAtMs: now() }),
      code: 'EXPIRY_IN_PAST',
    },
    {
      name: 'an expiry on a market order',
      payload: pending('Buy', { expiresAtMs: now() + 1_000 }),
      code: 'EXPIRY_NEEDS_PENDING',
    },
    {
      name: 'a zero trailing distance',
      payload: pending('Buy', { trailingDistance: 0 }),
      code: 'TRAILING_DISTANCE_INVALID',
    },
    {
      name: 'a negative trailing distance',
      payload: pending('Buy', { trailingDistance: -0.001 }),
      code: 'TRAILING_DISTANCE_INVALID',
    },
    {
      name: 'a trailing distance under a price step',
      payload: pending('Buy', { trailingDistance: 0.000001 }),
      code: 'TRAILING_DISTANCE_INVALID',
    },
    {
      name: 'a trailing distance beyond the price',
      payload: pending('Sell', { trailingDistance: 2 }),
      code: 'TRAILING_DISTANCE_INVALID',
    },
    {
      name: 'an OCO partner on a market order',
      payload: ({ waiting }) => pending('Buy', { ocoWith: waiting }),
      code: 'OCO_NEEDS_PENDING',
    },
    {
      name: 'an OCO partner that does not exist',
      payload: pending('Buy', { marketLimit: 1.099, ocoWith: '999' }),
      code: 'OCO_PARTNER_INVALID',
    },
    {
      name: 'an OCO partner already filled',
      payload: ({ open }) => pending('Buy', { marketLimit: 1.099, ocoWith: open }),
      code: 'OCO_PARTNER_INVALID',
    },
    {
      name: 'an OCO partner of another account',
      payload: ({ other }) => pending('Buy', { marketLimit: 1.099, ocoWith: other }),
      code: 'OCO_PARTNER_INVALID',
    },
    {
      name: 'an OCO partner of another symbol',
      payload: ({ waiting }) => order('GBPUSD', 'Buy', 1, { marketLimit: 1.2, ocoWith: waiting }),
      code: 'OCO_PARTNER_INVALID',
    },
  ];

  it.each(cases)('$name → $code', ({ payload, code }) => {
    const fixture = setup();
    const waiting = expectOk(fixture.engine.placeOrder('u1', pending('Sell', { marketLimit: 1.2 }))).value.id;
    const open = expectOk(fixture.engine.placeOrder('u1', pending('Buy', {}))).value.id;
    const other = expectOk(fixture.engine.placeOrder('u2', pending('Buy', { marketLimit: 1.05 }))).value.id;
    const before = JSON.stringify(fixture.engine.positionsOf('u1'));
    const wanted = typeof payload === 'function' ? payload({ waiting, open, other }) : payload;
    expect(fixture.engine.placeOrder('u1', wanted)).toEqual({ ok: false, code });
    expect(JSON.stringify(fixture.engine.positionsOf('u1'))).toBe(before);
  });

  it('an OCO partner already linked to another order', () => {
    const fixture = setup();
    const a = expectOk(fixture.engine.placeOrder('u1', pending('Buy', { marketLimit: 1.099 }))).value.id;
    expectOk(fixture.engine.placeOrder('u1', pending('Buy', { marketLimit: 1.101, ocoWith: a })));
    expect(fixture.engine.placeOrder('u1', pending('Buy', { marketLimit: 1.098, ocoWith: a }))).toEqual({
      ok: false,
      code: 'OCO_PARTNER_INVALID',
    });
  });

  it('a trailing distance of zero through modify', () => {
    const fixture = setup();
    const opened = expectOk(fixture.engine.openMarket('u1', order('EURUSD', 'Buy', 1))).value;
    expect(
      fixture.engine.modify('u1', opened.id, { stopLoss: null, takeProfit: null, trailingDistance: 0 }),
    ).toEqual({
      ok: false,
      code: 'TRAILING_DISTANCE_INVALID',
    });
    expect(fixture.engine.position(opened.id)?.trailingDistance).toBeNull();
  });
});

describe('restart', () => {
  it('an engine rebuilt from the states keeps kinds, armed stop-limits, trailing stops and OCO links', () => {
    const fixture = setup();
    const armed = expectOk(
      fixture.engine.placeOrder(
        'u1',
        pending('Buy', { marketLimit: 1.101, pendingKind: 'stopLimit', limitPrice: 1.1015 }),
      ),
    ).value;
    const legA = expectOk(
      fixture.engine.placeOrder('u1', pending('Sell', { marketLimit: 1.105, pendingKind: 'limit' })),
    ).value;
    const legB = expectOk(
      fixture.engine.placeOrder('u1', pending('Sell', { marketLimit: 1.09, ocoWith: legA.id })),
    ).value;
    const trailing = expectOk(
      fixture.engine.openMarket('u1', order('EURUSD', 'Buy', 1, { trailingDistance: 0.001 })),
    ).value;
    fixture.quote('EURUSD', 1.1018, 1.102);
    const states = fixture.engine.positionsOf('u1');
    const rebuilt = createFixture(fixture.clock.nowMs());
    primeMajors(rebuilt);
    rebuilt.prime('EURUSD', 1.1018, 1.102);
    rebuilt.engine.loadAccount({ accountId: 'u1', balanceCents: 1_000_000, creditCents: 0 });
    for (const state of states) rebuilt.engine.loadPosition(state);
    expect(rebuilt.engine.position(armed.id)).toMatchObject({ limitArmed: true, pendingKind: 'stopLimit' });
    expect(rebuilt.engine.position(trailing.id)).toMatchObject({ stopLoss: 1.1008, trailingDistance: 0.001 });
    // The stop-limit fills at its limit; the trailing stop never moves back; the OCO pair still goes together.
    const effects = rebuilt.quote('EURUSD', 1.1012, 1.1014);
    expect(ofType(effects, 'pendingTriggered').map((effect) => effect.position.id)).toEqual([armed.id]);
    expect(rebuilt.engine.position(trailing.id)?.stopLoss).toBe(1.1008);
    expectOk(rebuilt.engine.cancelPending('u1', legA.id));
    expect(rebuilt.engine.position(legB.id)).toBeNull();
  });
});
