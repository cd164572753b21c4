import {
  firstUnpricedField,
  followedPrice,
  initialTicketState,
  orderPayloadOf,
  sentFieldValue,
  shownFieldText,
  ticketActions as act,
  ticketReducer,
  type TicketState,
} from './ticket-state';

const bounds = { min: 0.01, max: 25 };
const run = (state: TicketState, ...actions: Parameters<typeof ticketReducer>[1][]) =>
  actions.reduce(ticketReducer, state);

describe('ticket state', () => {
  test('starts at the side passed in, the amount at min, every field off', () => {
    const state = initialTicketState('Sell', { min: 0.1, max: 50 });
    expect(state.side).toBe('Sell');
    expect(state.amountText).toBe('0.10');
    expect(Object.values(state.fields).every((field) => !field.on)).toBe(true);
  });

  test('amount: typing is sanitized, blur clamps, steppers stay in bounds', () => {
    let state = run(initialTicketState('Buy', bounds), act.amountTyped({ raw: '3a0.456', bounds }));
    expect(state.amountText).toBe('30.45');
    state = run(state, act.amountBlurred(bounds));
    expect(state.amountText).toBe('25.00');
    state = run(state, act.amountStepped({ direction: 1, bounds }));
    expect(state.amountText).toBe('25.00');
    state = run(state, act.amountTyped({ raw: '.', bounds }));
    expect(state.amountText).toBe('0.');
    state = run(state, act.amountStepped({ direction: -1, bounds }));
    expect(state.amountText).toBe('0.01');
    state = run(state, act.amountSlid(12.3));
    expect(state.amountText).toBe('12.30');
  });

  test('a field turned on follows the live price until edited', () => {
    const state = run(initialTicketState('Buy', bounds), act.fieldToggled({ field: 'stopLoss', on: true }));
    const field = state.fields.stopLoss;
    expect(shownFieldText(field, 2001.5, 2)).toBe('2001.50');
    expect(shownFieldText(field, 2003.25, 2)).toBe('2003.25');
    expect(sentFieldValue(field, 2003.25)).toBe(2003.25);

    const edited = run(state, act.fieldTyped({ field: 'stopLoss', raw: '1990.' }));
    expect(shownFieldText(edited.fields.stopLoss, 2010, 2)).toBe('1990.');
    const blurred = run(edited, act.fieldBlurred('stopLoss'));
    expect(shownFieldText(blurred.fields.stopLoss, 2010, 2)).toBe('1990');
    expect(sentFieldValue(blurred.fields.stopLoss, 2010)).toBe(1990);
  });

  test('stepping a following field starts from the shown live price and stops following', () => {
    let state = run(initialTicketState('Buy', bounds), act.fieldToggled({ field: 'takeProfit', on: true }));
    const shown = shownFieldText(state.fields.takeProfit, 2034.56, 2);
    state = run(state, act.fieldStepped({ field: 'takeProfit', direction: 1, shown }));
    expect(shownFieldText(state.fields.takeProfit, 2100, 2)).toBe('2034.66');
    expect(sentFieldValue(state.fields.takeProfit, 2100)).toBe(2034.66);
  });

  test('turning a field off makes it null; on again follows afresh', () => {
    let state = run(
      initialTicketState('Buy', bounds),
      act.fieldTyped({ field: 'marketLimit', raw: '5' }),
      act.fieldToggled({ field: 'marketLimit', on: false }),
    );
    expect(sentFieldValue(state.fields.marketLimit, 7)).toBeNull();
    expect(shownFieldText(state.fields.marketLimit, 7)).toBe('');
    state = run(state, act.fieldToggled({ field: 'marketLimit', on: true }));
    expect(sentFieldValue(state.fields.marketLimit, 7)).toBe(7);
  });

  test('switching sides resets the three fields; choosing the same side keeps them', () => {
    const on = run(
      initialTicketState('Buy', bounds),
      act.fieldToggled({ field: 'marketLimit', on: true }),
      act.fieldTyped({ field: 'stopLoss', raw: '1' }),
      act.fieldToggled({ field: 'takeProfit', on: true }),
      act.amountTyped({ raw: '2', bounds }),
    );
    expect(run(on, act.sideChosen('Buy')).fields).toEqual(on.fields);
    const switched = run(on, act.sideChosen('Sell'));
    expect(switched.side).toBe('Sell');
    expect(Object.values(switched.fields)).toEqual([
      { on: false, edited: false, text: '' },
      { on: false, edited: false, text: '' },
      { on: false, edited: false, text: '' },
    ]);
    expect(switched.amountText).toBe('2');
  });

  test.each([
    ['Buy', 1.2, { ask: 1.2, bid: 1.1 }],
    ['Sell', 1.1, { ask: 1.2, bid: 1.1 }],
    ['Buy', null, undefined],
  ] as const)('a %s ticket follows %p', (side, price, quote) => {
    expect(followedPrice(side, quote)).toBe(price);
  });

  test('the payload carries numbers and nulls for the fields that are off', () => {
    const state = run(
      initialTicketState('Buy', bounds),
      act.fieldTyped({ field: 'stopLoss', raw: '1.05' }),
      act.fieldToggled({ field: 'takeProfit', on: true }),
    );
    expect(orderPayloadOf('EURUSD', state, 0.5, 1.0832)).toEqual({
      symbol: 'EURUSD',
      type: 'Buy',
      amount: 0.5,
      marketLimit: null,
      stopLoss: 1.05,
      takeProfit: 1.0832,
    });
  });

  test.each([
    ['no field on', [], 1.1, undefined],
    [
      'a following field with a live price',
      [act.fieldToggled({ field: 'stopLoss', on: true })],
      1.1,
      undefined,
    ],
    [
      'a following field without a live price',
      [act.fieldToggled({ field: 'stopLoss', on: true })],
      null,
      'stopLoss',
    ],
    ['an emptied field', [act.fieldTyped({ field: 'takeProfit', raw: '' })], 1.1, 'takeProfit'],
    ['a zero price', [act.fieldTyped({ field: 'marketLimit', raw: '0.' })], 1.1, 'marketLimit'],
  ] as const)('firstUnpricedField: %s', (_name, actions, livePrice, expected) => {
    const state = run(initialTicketState('Buy', bounds), ...actions);
    expect(firstUnpricedField(state, livePrice)).toBe(expected);
  });
});
