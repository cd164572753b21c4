import { accountWith, createFixture, expectOk, ofType, order, primeMajors } from './engine-fixture';

function setup() {
  const fixture = createFixture();
  primeMajors(fixture);
  accountWith(fixture, 'u1', 1_000_000);
  return fixture;
}

describe('stop loss and take profit', () => {
  it('closes a Buy when the bid falls to its stop, at that tick bid', () => {
    const fixture = setup();
    const { value } = expectOk(
      fixture.engine.openMarket('u1', order('EURUSD', 'Buy', 1, { stopLoss: 1.095, takeProfit: 1.11 })),
    );
    expect(fixture.quote('EURUSD', 1.09501, 1.09521)).toEqual([]);
    const effects = fixture.quote('EURUSD', 1.0949, 1.0951);
    expect(ofType(effects, 'positionClosed')).toEqual([
      expect.objectContaining({
        id: value.id,
        reason: 'stopLoss',
        closePrice: 1.0949,
        realizedCents: -53_000,
      }),
    ]);
    expect(ofType(effects, 'balanceChanged')).toEqual([
      expect.objectContaining({ kind: 'realized', amountCents: -53_000, balanceAfterCents: 947_000 }),
    ]);
    expect(fixture.engine.position(value.id)).toBeNull();
  });

  it('closes a Buy when the bid rises to its target', () => {
    const fixture = setup();
    expectOk(fixture.engine.openMarket('u1', order('EURUSD', 'Buy', 1, { takeProfit: 1.11 })));
    const effects = fixture.quote('EURUSD', 1.11, 1.1102);
    expect(ofType(effects, 'positionClosed')[0]).toMatchObject({ reason: 'takeProfit', closePrice: 1.11 });
  });

  it('closes a Sell on the ask: stop when it rises, target when it falls', () => {
    const fixture = setup();
    const stop = expectOk(
      fixture.engine.openMarket('u1', order('EURUSD', 'Sell', 1, { stopLoss: 1.101 })),
    ).value;
    const target = expectOk(
      fixture.engine.openMarket('u1', order('GBPUSD', 'Sell', 1, { takeProfit: 1.24 })),
    ).value;
    expect(ofType(fixture.quote('EURUSD', 1.1008, 1.101), 'positionClosed')[0]).toMatchObject({
      id: stop.id,
      reason: 'stopLoss',
      closePrice: 1.101,
    });
    expect(ofType(fixture.quote('GBPUSD', 1.2398, 1.24), 'positionClosed')[0]).toMatchObject({
      id: target.id,
      reason: 'takeProfit',
      closePrice: 1.24,
    });
  });
});

describe('waiting orders', () => {
  it('opens a Buy limit when the ask comes down to it, at that ask', () => {
    const fixture = setup();
    const { value } = expectOk(
      fixture.engine.placePending('u1', order('EURUSD', 'Buy', 1, { marketLimit: 1.095 })),
    );
    expect(fixture.quote('EURUSD', 1.0949, 1.0951)).toEqual([]);
    const effects = fixture.quote('EURUSD', 1.0947, 1.0949);
    expect(ofType(effects, 'pendingTriggered')).toEqual([
      {
        type: 'pendingTriggered',
        position: expect.objectContaining({
          id: value.id,
          status: 'open',
          openPrice: 1.0949,
          marginCents: 109_480,
        }),
      },
    ]);
    expect(fixture.engine.account('u1')?.mrg).toBe(1094.8);
  });

  it('opens a Buy stop when the ask rises to it', () => {
    const fixture = setup();
    expectOk(fixture.engine.placePending('u1', order('EURUSD', 'Buy', 1, { marketLimit: 1.105 })));
    expect(ofType(fixture.quote('EURUSD', 1.1047, 1.1049), 'pendingTriggered')).toHaveLength(0);
    expect(ofType(fixture.quote('EURUSD', 1.1049, 1.1051), 'pendingTriggered')[0].position.openPrice).toBe(
      1.1051,
    );
  });

  it('opens a Sell limit when the bid rises to it', () => {
    const fixture = setup();
    expectOk(fixture.engine.placePending('u1', order('EURUSD', 'Sell', 1, { marketLimit: 1.105 })));
    expect(ofType(fixture.quote('EURUSD', 1.105, 1.1052), 'pendingTriggered')[0].position.openPrice).toBe(
      1.105,
    );
  });

  it('cancels a waiting order that no longer has the margin when it fills', () => {
    const fixture = setup();
    const { value } = expectOk(
      fixture.engine.placePending('u1', order('EURUSD', 'Buy', 9, { marketLimit: 1.095 })),
    );
    expectOk(fixture.engine.withdraw('u1', 500_000));
    const effects = fixture.quote('EURUSD', 1.0948, 1.095);
    expect(effects).toEqual([
      { type: 'pendingCancelled', id: value.id, accountId: 'u1', reason: 'INSUFFICIENT_MARGIN' },
    ]);
    expect(fixture.engine.positionsOf('u1')).toEqual([]);
  });

  it('learns the direction of an order loaded before any price from the first quote', () => {
    const fixture = createFixture();
    fixture.engine.loadAccount({ accountId: 'u1', balanceCents: 1_000_000, creditCents: 0 });
    fixture.engine.loadPosition({
      id: '7',
      accountId: 'u1',
      symbol: 'EURUSD',
      side: 'Buy',
      lots: 1,
      status: 'waiting',
      openPrice: null,
      marketLimit: 1.09,
      stopLoss: null,
      takeProfit: null,
      marginCents: 0,
      swapCents: 0,
      createdAtMs: 0,
      openedAtMs: null,
    });
    primeMajors(fixture);
    expect(fixture.quote('EURUSD', 1.0995, 1.0997)).toEqual([]);
    expect(ofType(fixture.quote('EURUSD', 1.0898, 1.09), 'pendingTriggered')).toHaveLength(1);
  });
});

describe('stop-out', () => {
  it('closes the worst position first and stops once the margin level is above 50%', () => {
    const fixture = setup();
    expectOk(fixture.engine.withdraw('u1', 500_000)); // 5,000 USD
    const euro = expectOk(fixture.engine.openMarket('u1', order('EURUSD', 'Buy', 1))).value; // margin 1,100.10
    const pound = expectOk(fixture.engine.openMarket('u1', order('GBPUSD', 'Buy', 1))).value; // margin 1,250.10
    // EURUSD −3,820 and GBPUSD −20 (spread): assets 1,160 ≤ 50% of 2,350.20.
    const effects = fixture.quote('EURUSD', 1.062, 1.0622);
    const closed = ofType(effects, 'positionClosed');
    expect(closed).toEqual([
      expect.objectContaining({ id: euro.id, reason: 'stopOut', realizedCents: -382_000 }),
    ]);
    expect(fixture.engine.position(pound.id)).not.toBeNull();
    expect(fixture.engine.account('u1')).toMatchObject({
      blc: 1180,
      mrg: 1250.1,
      allp: -20,
      ass: 1160,
      pct: 92.79,
    });
  });

  it('resets a negative balance to zero when a gap leaves the account flat', () => {
    const fixture = setup();
    expectOk(fixture.engine.withdraw('u1', 800_000)); // 2,000 USD
    expectOk(fixture.engine.openMarket('u1', order('EURUSD', 'Buy', 1.8)));
    const effects = fixture.quote('EURUSD', 1.08, 1.0802); // −3,636 USD in one gap
    expect(ofType(effects, 'positionClosed')[0]).toMatchObject({
      reason: 'stopOut',
      realizedCents: -363_600,
    });
    expect(ofType(effects, 'balanceChanged')).toEqual([
      expect.objectContaining({ kind: 'realized', amountCents: -363_600, balanceAfterCents: -163_600 }),
      expect.objectContaining({
        kind: 'stopout_reset',
        amountCents: 163_600,
        balanceAfterCents: 0,
        orderId: null,
      }),
    ]);
    expect(fixture.engine.account('u1')).toMatchObject({ blc: 0, ass: 0, mrg: 0 });
  });

  it('triggers a stop-out from a conversion tick alone', () => {
    const fixture = setup();
    fixture.prime('THYAO', 300, 300.2);
    expectOk(fixture.engine.withdraw('u1', 950_000)); // 500 USD
    expectOk(fixture.engine.openMarket('u1', order('THYAO', 'Buy', 3))); // margin ≈ 450.09 USD
    fixture.quote('THYAO', 240, 240.2); // −18,060 TRY ≈ −451 USD: stop-out already
    expect(fixture.engine.positionsOf('u1')).toEqual([]);
    expect(fixture.engine.account('u1')?.blc).toBeGreaterThanOrEqual(0);
  });
});
