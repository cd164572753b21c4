import { RiskEngine } from '../../src/engine/risk-engine';
import { INSTRUMENTS } from '../../src/engine/catalogue';
import { accountWith, createFixture, expectOk, MONDAY_NOON_MS, order, primeMajors } from './engine-fixture';

describe('drainUpdates', () => {
  it('reports each changed position and only the changed account codes, once', () => {
    const fixture = createFixture();
    primeMajors(fixture);
    accountWith(fixture, 'u1', 1_000_000);
    const { value } = expectOk(fixture.engine.openMarket('u1', order('EURUSD', 'Buy', 1)));
    expect(fixture.engine.drainUpdates()).toEqual([
      {
        type: 'accountChanged',
        accountId: 'u1',
        changes: { blc: 10_000, crd: 0, mrg: 1100.1, ass: 9980, fm: 8879.9, pct: 907.19, allp: -20 },
      },
    ]);
    fixture.quote('EURUSD', 1.101, 1.1012);
    expect(fixture.engine.drainUpdates()).toEqual([
      { type: 'positionUpdated', id: value.id, accountId: 'u1', profit: 80, lastPrice: 1.101 },
      {
        type: 'accountChanged',
        accountId: 'u1',
        changes: { ass: 10_080, fm: 8979.9, pct: 916.28, allp: 80 },
      },
    ]);
    expect(fixture.engine.drainUpdates()).toEqual([]);
    fixture.quote('EURUSD', 1.101, 1.1013); // the ask moved; a Buy's profit did not
    expect(fixture.engine.drainUpdates()).toEqual([]);
  });

  it('forgets a position closed before the drain', () => {
    const fixture = createFixture();
    primeMajors(fixture);
    accountWith(fixture, 'u1', 1_000_000);
    const { value } = expectOk(fixture.engine.openMarket('u1', order('EURUSD', 'Buy', 1)));
    fixture.quote('EURUSD', 1.101, 1.1012);
    expectOk(fixture.engine.close('u1', value.id));
    const updates = fixture.engine.drainUpdates();
    expect(updates.filter((update) => update.type === 'positionUpdated')).toEqual([]);
  });
  // Few watched (the server's case: the drain walks the watched accounts) and every account watched
  // (it walks the changed books): each reads the last sent figures by the position's slot in its
  // account's list, which a close fills with the account's last position.
  it.each([
    ['few accounts watched', 3],
    ['every account watched', 1],
  ])('keeps what was sent for a position moved into a closed one’s slot (%s)', (_, accounts) => {
    const fixture = createFixture();
    primeMajors(fixture);
    for (let index = 1; index <= accounts; index++) accountWith(fixture, `u${index}`, 1_000_000);
    for (let index = 2; index <= accounts; index++) fixture.engine.watch(`u${index}`, false);
    const first = expectOk(fixture.engine.openMarket('u1', order('EURUSD', 'Buy', 1))).value;
    const moved = expectOk(fixture.engine.openMarket('u1', order('GBPUSD', 'Buy', 1))).value;
    fixture.quote('EURUSD', 1.101, 1.1012);
    fixture.quote('GBPUSD', 1.251, 1.2512);
    const sent = fixture.engine.drainUpdates().filter((update) => update.type === 'positionUpdated');
    expect(sent.map((update) => 'id' in update && update.id).sort()).toEqual([first.id, moved.id].sort());
    expectOk(fixture.engine.close('u1', first.id));
    fixture.engine.drainUpdates();
    fixture.quote('GBPUSD', 1.251, 1.2513); // the ask moved; the Buy moved into slot 0 did not change
    expect(fixture.engine.drainUpdates().filter((update) => update.type === 'positionUpdated')).toEqual([]);
    fixture.quote('GBPUSD', 1.252, 1.2522);
    expect(fixture.engine.drainUpdates().filter((update) => update.type === 'positionUpdated')).toEqual([
      { type: 'positionUpdated', id: moved.id, accountId: 'u1', profit: 180, lastPrice: 1.252 },
    ]);
  });
});

describe('rebuilding from storage', () => {
  it('gives the same figures after loading the persisted accounts and positions', () => {
    const fixture = createFixture();
    primeMajors(fixture);
    fixture.prime('THYAO', 300, 300.2);
    accountWith(fixture, 'u1', 1_000_000);
    expectOk(fixture.engine.openMarket('u1', order('EURUSD', 'Buy', 1, { stopLoss: 1.05 })));
    expectOk(fixture.engine.openMarket('u1', order('THYAO', 'Sell', 2)));
    expectOk(fixture.engine.placePending('u1', order('GBPUSD', 'Sell', 1, { marketLimit: 1.3 })));
    fixture.quote('EURUSD', 1.103, 1.1032);

    const restarted = new RiskEngine({
      instruments: INSTRUMENTS,
      clock: { nowMs: () => MONDAY_NOON_MS },
      isMarketOpen: () => true,
      newOrderId: () => 'x',
    });
    const figures = fixture.engine.account('u1');
    restarted.loadAccount({ accountId: 'u1', balanceCents: (figures?.blc ?? 0) * 100, creditCents: 0 });
    for (const view of fixture.engine.positionsOf('u1')) {
      const { profit: _profit, lastPrice: _lastPrice, ...state } = view;
      restarted.loadPosition(state);
    }
    for (const symbol of ['EURUSD', 'GBPUSD', 'USDTRY', 'USDJPY', 'THYAO']) {
      const quote = fixture.engine.quote(symbol);
      if (quote) restarted.primeQuote(quote);
    }
    expect(restarted.account('u1')).toEqual(figures);
    expect(
      restarted
        .positionsOf('u1')
        .map((view) => view.id)
        .sort(),
    ).toEqual(['1', '2', '3']);
  });

  it('throws on a position of an unknown account or a duplicate id', () => {
    const fixture = createFixture();
    const state = {
      id: '1',
      accountId: 'ghost',
      symbol: 'EURUSD',
      side: 'Buy' as const,
      lots: 1,
      status: 'open' as const,
      openPrice: 1.1,
      marketLimit: null,
      stopLoss: null,
      takeProfit: null,
      marginCents: 100,
      swapCents: 0,
      createdAtMs: 0,
      openedAtMs: 0,
    };
    expect(() => fixture.engine.loadPosition(state)).toThrow(/unknown account/);
    fixture.engine.loadAccount({ accountId: 'ghost', balanceCents: 0, creditCents: 0 });
    fixture.engine.loadPosition(state);
    expect(() => fixture.engine.loadPosition(state)).toThrow(/loaded twice/);
  });
});

describe('watched accounts', () => {
  it('reports only watched accounts and sends a full snapshot when one starts watching', () => {
    const fixture = createFixture();
    primeMajors(fixture);
    accountWith(fixture, 'u1', 1_000_000);
    accountWith(fixture, 'u2', 1_000_000);
    expectOk(fixture.engine.openMarket('u1', order('EURUSD', 'Buy', 1)));
    const { value } = expectOk(fixture.engine.openMarket('u2', order('EURUSD', 'Buy', 1)));
    fixture.engine.drainUpdates();
    fixture.engine.watch('u1', false);
    fixture.quote('EURUSD', 1.101, 1.1012);
    expect(
      fixture.engine.drainUpdates().every((update) => 'accountId' in update && update.accountId === 'u2'),
    ).toBe(true);
    fixture.engine.watch('u2', false);
    fixture.engine.watch('u2', true);
    expect(fixture.engine.drainUpdates()).toEqual([
      { type: 'positionUpdated', id: value.id, accountId: 'u2', profit: 80, lastPrice: 1.101 },
      {
        type: 'accountChanged',
        accountId: 'u2',
        changes: { blc: 10_000, crd: 0, mrg: 1100.1, ass: 10_080, fm: 8979.9, pct: 916.28, allp: 80 },
      },
    ]);
  });
});
