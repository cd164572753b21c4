// The kind the confirmation names, following docs/engine.md's waiting-order rule.
import { orderKindOf } from './order-kind';

const quote = { ask: 2001.5, bid: 2000.5 };

test.each([
  ['Buy', null, 'market'],
  ['Sell', null, 'market'],
  ['Buy', 1990, 'limit'],
  ['Buy', 2001.5, 'limit'],
  ['Buy', 2010, 'stop'],
  ['Sell', 2010, 'limit'],
  ['Sell', 2000.5, 'limit'],
  ['Sell', 1990, 'stop'],
] as const)('%s with market limit %s is a %s order', (type, marketLimit, kind) => {
  expect(orderKindOf({ type, marketLimit }, quote)).toBe(kind);
});

test('without a quote a waiting order is named a limit order', () => {
  expect(orderKindOf({ type: 'Buy', marketLimit: 1990 }, undefined)).toBe('limit');
});
