import type { EngineResultCode } from '../../src/engine/engine-types';
import {
  accountWith,
  createFixture,
  expectOk,
  order,
  primeMajors,
  type EngineFixture,
} from './engine-fixture';

function setup(): EngineFixture {
  const fixture = createFixture();
  primeMajors(fixture);
  accountWith(fixture, 'u1', 1_000_000);
  return fixture;
}

describe('openMarket', () => {
  it('fills a Buy at the ask, fixes its margin and counts the spread as floating loss', () => {
    const { engine } = setup();
    const { value, effects } = expectOk(engine.openMarket('u1', order('EURUSD', 'Buy', 1)));
    expect(value).toMatchObject({
      id: '1',
      status: 'open',
      openPrice: 1.1002,
      marginCents: 110_010,
      lots: 1,
    });
    expect(effects).toEqual([{ type: 'positionOpened', position: value }]);
    expect(engine.position('1')).toMatchObject({ profit: -20, lastPrice: 1.1 });
    expect(engine.account('u1')).toEqual({
      blc: 10_000,
      crd: 0,
      mrg: 1100.1,
      ass: 9980,
      fm: 8879.9,
      pct: 907.19,
      allp: -20,
    });
  });

  it('fills a Sell at the bid and values it at the ask', () => {
    const { engine } = setup();
    const { value } = expectOk(engine.openMarket('u1', order('EURUSD', 'Sell', 0.5)));
    expect(value.openPrice).toBe(1.1);
    expect(engine.position(value.id)).toMatchObject({ profit: -10, lastPrice: 1.1002 });
  });

  it('places a waiting order through placeOrder when marketLimit is set', () => {
    const { engine } = setup();
    const { value, effects } = expectOk(
      engine.placeOrder('u1', order('EURUSD', 'Buy', 1, { marketLimit: 1.09 })),
    );
    expect(value).toMatchObject({ status: 'waiting', marketLimit: 1.09, openPrice: null, marginCents: 0 });
    expect(effects[0].type).toBe('pendingPlaced');
    expect(engine.account('u1')?.mrg).toBe(0);
  });

  it('values a TRY stock in USD through USDTRY (calc 1) and re-values it when USDTRY ticks', () => {
    const fixture = setup();
    fixture.prime('THYAO', 300, 300.2);
    const { value } = expectOk(fixture.engine.openMarket('u1', order('THYAO', 'Buy', 1)));
    // 300.1 × 100 / 5 = 6002 TRY at 40.005 TRY per USD.
    expect(value.marginCents).toBe(15_003);
    fixture.quote('THYAO', 310, 310.2);
    expect(fixture.engine.position(value.id)?.profit).toBe(24.5); // 980 TRY / 40.005
    fixture.quote('USDTRY', 49.99, 50.01);
    expect(fixture.engine.position(value.id)?.profit).toBe(19.6); // 980 TRY / 50
  });

  it('values a EUR index in USD through EURUSD (calc 2)', () => {
    const fixture = setup();
    fixture.prime('GER40', 20_000, 20_001.5);
    const { value } = expectOk(fixture.engine.openMarket('u1', order('GER40', 'Buy', 1)));
    fixture.quote('GER40', 20_101.5, 20_103);
    expect(fixture.engine.position(value.id)?.profit).toBe(110.01); // 100 EUR × 1.1001
  });

  it('values USDJPY through its own mid (calc 1 with JPY)', () => {
    const fixture = setup();
    const { value } = expectOk(fixture.engine.openMarket('u1', order('USDJPY', 'Buy', 1)));
    fixture.quote('USDJPY', 151, 151.02);
    expect(fixture.engine.position(value.id)?.profit).toBe(648.96); // 98,000 JPY / 151.01
  });

  const refusals: [
    string,
    (fixture: EngineFixture) => { ok: boolean; code?: EngineResultCode },
    EngineResultCode,
  ][] = [
    [
      'an unknown account',
      ({ engine }) => engine.openMarket('nobody', order('EURUSD', 'Buy', 1)),
      'ACCOUNT_NOT_FOUND',
    ],
    ['an unknown symbol', ({ engine }) => engine.openMarket('u1', order('NOPE', 'Buy', 1)), 'UNKNOWN_SYMBOL'],
    [
      'a closed market',
      (fixture) => {
        fixture.closedSymbols.add('EURUSD');
        return fixture.engine.openMarket('u1', order('EURUSD', 'Buy', 1));
      },
      'MARKET_CLOSED',
    ],
    [
      'a symbol without a quote',
      ({ engine }) => engine.openMarket('u1', order('AAPL', 'Buy', 1)),
      'NO_PRICE',
    ],
    ['zero lots', ({ engine }) => engine.openMarket('u1', order('EURUSD', 'Buy', 0)), 'LOTS_OUT_OF_RANGE'],
    [
      'lots above max',
      ({ engine }) => engine.openMarket('u1', order('EURUSD', 'Buy', 51)),
      'LOTS_OUT_OF_RANGE',
    ],
    [
      'lots off the 0.01 step',
      ({ engine }) => engine.openMarket('u1', order('EURUSD', 'Buy', 0.015)),
      'LOTS_STEP',
    ],
    [
      'a Buy stop at the bid',
      ({ engine }) => engine.openMarket('u1', order('EURUSD', 'Buy', 1, { stopLoss: 1.1 })),
      'STOP_LOSS_WRONG_SIDE',
    ],
    [
      'a Sell stop at the ask',
      ({ engine }) => engine.openMarket('u1', order('EURUSD', 'Sell', 1, { stopLoss: 1.1002 })),
      'STOP_LOSS_WRONG_SIDE',
    ],
    [
      'a Buy target at the ask',
      ({ engine }) => engine.openMarket('u1', order('EURUSD', 'Buy', 1, { takeProfit: 1.1002 })),
      'TAKE_PROFIT_WRONG_SIDE',
    ],
    [
      'a Sell target at the bid',
      ({ engine }) => engine.openMarket('u1', order('EURUSD', 'Sell', 1, { takeProfit: 1.1 })),
      'TAKE_PROFIT_WRONG_SIDE',
    ],
    [
      'a zero limit',
      ({ engine }) => engine.placePending('u1', order('EURUSD', 'Buy', 1, { marketLimit: 0 })),
      'MARKET_LIMIT_INVALID',
    ],
    [
      'a waiting Buy with its stop above the limit',
      ({ engine }) =>
        engine.placePending('u1', order('EURUSD', 'Buy', 1, { marketLimit: 1.09, stopLoss: 1.095 })),
      'STOP_LOSS_WRONG_SIDE',
    ],
    [
      'more margin than free',
      ({ engine }) => engine.openMarket('u1', order('EURUSD', 'Buy', 10)),
      'INSUFFICIENT_MARGIN',
    ],
  ];

  it.each(refusals)('refuses %s', (_name, act, code) => {
    const fixture = setup();
    expect(act(fixture)).toEqual({ ok: false, code });
    expect(fixture.engine.positionsOf('u1')).toEqual([]);
  });

  it('accepts an order that uses exactly the free margin', () => {
    const fixture = createFixture();
    primeMajors(fixture);
    accountWith(fixture, 'u1', 110_010);
    expect(fixture.engine.openMarket('u1', order('EURUSD', 'Buy', 1)).ok).toBe(true);
    expect(fixture.engine.openMarket('u1', order('EURUSD', 'Buy', 0.01)).ok).toBe(false);
  });
});

describe('close', () => {
  it('closes a whole position at the bid, realizes the profit once, in cents, as a ledger effect', () => {
    const fixture = setup();
    const { value } = expectOk(fixture.engine.openMarket('u1', order('EURUSD', 'Buy', 1)));
    fixture.quote('EURUSD', 1.10123, 1.10143);
    const { effects } = expectOk(fixture.engine.close('u1', value.id));
    expect(effects[0]).toMatchObject({
      type: 'positionClosed',
      id: '1',
      sourceId: '1',
      reason: 'manual',
      closePrice: 1.10123,
      realizedCents: 10_300,
      remainingLots: 0,
    });
    expect(effects[1]).toEqual({
      type: 'balanceChanged',
      accountId: 'u1',
      kind: 'realized',
      amountCents: 10_300,
      balanceAfterCents: 1_010_300,
      orderId: '1',
      atMs: fixture.clock.nowMs(),
    });
    expect(fixture.engine.account('u1')).toEqual({
      blc: 10_103,
      crd: 0,
      mrg: 0,
      ass: 10_103,
      fm: 10_103,
      pct: 0,
      allp: 0,
    });
    expect(fixture.engine.close('u1', value.id)).toEqual({ ok: false, code: 'POSITION_NOT_FOUND' });
  });

  it('closes part of a position under a new id and keeps the rest open with its share of margin', () => {
    const fixture = setup();
    const { value } = expectOk(fixture.engine.openMarket('u1', order('EURUSD', 'Buy', 1)));
    fixture.quote('EURUSD', 1.1012, 1.1014);
    const { effects } = expectOk(fixture.engine.close('u1', value.id, 0.3));
    expect(effects[0]).toMatchObject({
      id: '2',
      sourceId: '1',
      lots: 0.3,
      realizedCents: 3000,
      marginCents: 33_003,
      remainingLots: 0.7,
      remainingMarginCents: 77_007,
    });
    expect(fixture.engine.position('1')).toMatchObject({ lots: 0.7, marginCents: 77_007, profit: 70 });
    expect(fixture.engine.account('u1')).toMatchObject({ blc: 10_030, mrg: 770.07, allp: 70 });
  });

  it('rounds realized profit half away from zero', () => {
    const fixture = setup();
    fixture.prime('XAUUSD', 2000, 2000.3);
    const { value } = expectOk(fixture.engine.openMarket('u1', order('XAUUSD', 'Sell', 0.01)));
    // Sell at 2000, close at the ask 2000.305: −0.305 × 100 × 0.01 = −0.305 USD → −31 cents.
    fixture.quote('XAUUSD', 2000.005, 2000.305);
    const { effects } = expectOk(fixture.engine.close('u1', value.id));
    expect(effects[0]).toMatchObject({ realizedCents: -31 });
  });

  const refusals: [
    string,
    (fixture: EngineFixture, id: string) => { ok: boolean; code?: EngineResultCode },
    EngineResultCode,
  ][] = [
    ['another customer', ({ engine }, id) => engine.close('u2', id), 'POSITION_NOT_FOUND'],
    ['an unknown id', ({ engine }) => engine.close('u1', '999'), 'POSITION_NOT_FOUND'],
    ['more lots than held', ({ engine }, id) => engine.close('u1', id, 1.01), 'AMOUNT_EXCEEDS_POSITION'],
    ['lots off the step', ({ engine }, id) => engine.close('u1', id, 0.555), 'LOTS_STEP'],
    ['zero lots', ({ engine }, id) => engine.close('u1', id, 0), 'LOTS_OUT_OF_RANGE'],
    [
      'a closed market',
      (fixture, id) => {
        fixture.closedSymbols.add('EURUSD');
        return fixture.engine.close('u1', id);
      },
      'MARKET_CLOSED',
    ],
  ];

  it.each(refusals)('refuses closing for %s', (_name, act, code) => {
    const fixture = setup();
    accountWith(fixture, 'u2', 1_000_000);
    const { value } = expectOk(fixture.engine.openMarket('u1', order('EURUSD', 'Buy', 1)));
    expect(act(fixture, value.id)).toEqual({ ok: false, code });
    expect(fixture.engine.position(value.id)?.lots).toBe(1);
  });

  it('closes a position once when asked twenty times', () => {
    const fixture = setup();
    const { value } = expectOk(fixture.engine.openMarket('u1', order('EURUSD', 'Buy', 1)));
    const results = Array.from({ length: 20 }, () => fixture.engine.close('u1', value.id));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });
});

describe('cancelPending and modify', () => {
  it('cancels a waiting order of its owner only', () => {
    const fixture = setup();
    accountWith(fixture, 'u2', 0);
    const { value } = expectOk(
      fixture.engine.placePending('u1', order('EURUSD', 'Sell', 1, { marketLimit: 1.2 })),
    );
    expect(fixture.engine.cancelPending('u2', value.id)).toEqual({ ok: false, code: 'ORDER_NOT_FOUND' });
    expect(expectOk(fixture.engine.cancelPending('u1', value.id)).effects).toEqual([
      { type: 'pendingCancelled', id: value.id, accountId: 'u1', reason: 'manual' },
    ]);
    expect(fixture.engine.cancelPending('u1', value.id)).toEqual({ ok: false, code: 'ORDER_NOT_FOUND' });
  });

  it('refuses to cancel an open position', () => {
    const fixture = setup();
    const { value } = expectOk(fixture.engine.openMarket('u1', order('EURUSD', 'Buy', 1)));
    expect(fixture.engine.cancelPending('u1', value.id)).toEqual({ ok: false, code: 'ORDER_NOT_FOUND' });
  });

  it('moves stop and target on the right sides and refuses the wrong ones', () => {
    const fixture = setup();
    const { value } = expectOk(fixture.engine.openMarket('u1', order('EURUSD', 'Buy', 1)));
    expect(fixture.engine.modify('u1', value.id, { stopLoss: 1.2, takeProfit: null })).toEqual({
      ok: false,
      code: 'STOP_LOSS_WRONG_SIDE',
    });
    expect(fixture.engine.modify('u1', value.id, { stopLoss: null, takeProfit: 1.05 })).toEqual({
      ok: false,
      code: 'TAKE_PROFIT_WRONG_SIDE',
    });
    expect(fixture.engine.modify('u2', value.id, { stopLoss: null, takeProfit: null })).toEqual({
      ok: false,
      code: 'POSITION_NOT_FOUND',
    });
    const { effects } = expectOk(fixture.engine.modify('u1', value.id, { stopLoss: 1.09, takeProfit: 1.12 }));
    expect(effects).toEqual([
      { type: 'positionModified', id: value.id, accountId: 'u1', stopLoss: 1.09, takeProfit: 1.12 },
    ]);
    expect(fixture.engine.position(value.id)).toMatchObject({ stopLoss: 1.09, takeProfit: 1.12 });
  });
});

describe('deposit and withdraw', () => {
  it('moves the balance with ledger effects and refuses bad amounts', () => {
    const fixture = setup();
    expect(fixture.engine.openAccount('u1')).toEqual({ ok: false, code: 'ACCOUNT_EXISTS' });
    expect(fixture.engine.deposit('nobody', 100)).toEqual({ ok: false, code: 'ACCOUNT_NOT_FOUND' });
    expect(fixture.engine.deposit('u1', 1.5)).toEqual({ ok: false, code: 'AMOUNT_INVALID' });
    expect(fixture.engine.withdraw('u1', -5)).toEqual({ ok: false, code: 'AMOUNT_INVALID' });
    expect(fixture.engine.withdraw('u1', 1_000_001)).toEqual({ ok: false, code: 'INSUFFICIENT_FUNDS' });
    const { effects } = expectOk(fixture.engine.withdraw('u1', 400_000));
    expect(effects[0]).toMatchObject({
      kind: 'withdrawal',
      amountCents: -400_000,
      balanceAfterCents: 600_000,
    });
  });

  it('refuses a withdrawal that would leave less than the used margin', () => {
    const fixture = setup();
    expectOk(fixture.engine.openMarket('u1', order('EURUSD', 'Buy', 5)));
    // Assets 9,900 (spread), margin 5,500.50: at most 4,399.50 may leave.
    expect(fixture.engine.withdraw('u1', 440_000)).toEqual({ ok: false, code: 'INSUFFICIENT_FUNDS' });
    expect(fixture.engine.withdraw('u1', 439_950).ok).toBe(true);
  });
});
