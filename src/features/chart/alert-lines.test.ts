// The chart's alert lines: only the symbol's active alerts, each a dashed line at its price.
import type { PriceAlert } from '../../../contract/alerts';
import { tr } from '../../i18n/tr-signed-in';
import { alertLinesOf } from './alert-lines';

const alert = (overrides: Partial<PriceAlert>): PriceAlert => ({
  id: 'a1',
  symbol: 'XAUUSD',
  side: 'bid',
  condition: 'above',
  price: 3000,
  note: null,
  active: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  triggeredAt: null,
  triggeredPrice: null,
  ...overrides,
});

test('draws the active alerts of the symbol only, dashed, named by their side', () => {
  const lines = alertLinesOf(
    [
      alert({}),
      alert({ id: 'a2', side: 'ask', price: 2900 }),
      alert({ id: 'fired', active: false }),
      alert({ id: 'euro', symbol: 'EURUSD', price: 1.1 }),
    ],
    'XAUUSD',
    '#f0a000',
  );
  expect(lines).toEqual([
    {
      key: 'alert-a1',
      price: 3000,
      title: tr.chart.alertLine(tr.alerts.sides.bid),
      color: '#f0a000',
      dashed: true,
    },
    {
      key: 'alert-a2',
      price: 2900,
      title: tr.chart.alertLine(tr.alerts.sides.ask),
      color: '#f0a000',
      dashed: true,
    },
  ]);
});
