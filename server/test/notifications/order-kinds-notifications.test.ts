// What the bell says for the order kinds (issue 20): a kind's fill, a stop-limit armed, an expired
// order, an OCO leg cancelled with its partner and a trailing stop's close, each naming the order.
import type { DomainEvent, DomainEventBody } from '../../src/events/domain-events';
import type { PositionClosedEffect, PositionState } from '../../src/engine/engine-types';
import { notificationOf } from '../../src/notifications/notification-catalogue';

const subject = { userId: 'u1', accountId: 'a1', atMs: 0 };
const of = (body: DomainEventBody) => notificationOf({ ...body, seq: 1 } as DomainEvent);

const waiting: PositionState = {
  id: '7',
  accountId: 'a1',
  symbol: 'EURUSD',
  side: 'Buy',
  lots: 0.5,
  status: 'waiting',
  openPrice: null,
  marketLimit: 1.101,
  stopLoss: null,
  takeProfit: null,
  marginCents: 0,
  swapCents: 0,
  createdAtMs: 0,
  openedAtMs: null,
  pendingKind: 'stopLimit',
  limitPrice: 1.1015,
};
const closed: PositionClosedEffect = {
  type: 'positionClosed',
  id: '8',
  sourceId: '8',
  accountId: 'a1',
  symbol: 'EURUSD',
  side: 'Sell',
  lots: 1,
  openPrice: 1.1,
  closePrice: 1.0975,
  realizedCents: 25_000,
  swapCents: 0,
  marginCents: 0,
  reason: 'stopLoss',
  createdAtMs: 0,
  closedAtMs: 0,
  remainingLots: 0,
  remainingMarginCents: 0,
  trailingDistance: 0.001,
};

it.each<[string, DomainEventBody, string, string, string]>([
  [
    'a stop-limit filled',
    { ...subject, type: 'order.triggered', position: { ...waiting, status: 'open', openPrice: 1.1014 } },
    'order.triggered',
    'Bekleyen Emir Gerçekleşti',
    'EURUSD 0.50 lot Alış Stop-limit emriniz 1.1014 fiyatından gerçekleşti.',
  ],
  [
    'a stop-limit armed',
    { ...subject, type: 'order.armed', position: { ...waiting, limitArmed: true } },
    'order.armed',
    'Stop-Limit Emri Tetiklendi',
    'EURUSD 0.50 lot Alış stop-limit emrinizin tetik fiyatı 1.101 görüldü; emir artık 1.1015 limit fiyatından bekliyor.',
  ],
  [
    'an expired order',
    {
      ...subject,
      type: 'order.cancelled',
      orderId: '7',
      reason: 'expired',
      position: { ...waiting, pendingKind: 'limit' },
    },
    'order.expired',
    'Emrin Süresi Doldu',
    'EURUSD 0.50 lot Alış Limit emrinizin süresi doldu ve emir iptal edildi.',
  ],
  [
    'an OCO leg cancelled with its partner',
    {
      ...subject,
      type: 'order.cancelled',
      orderId: '7',
      reason: 'oco',
      position: { ...waiting, pendingKind: 'stop' },
    },
    'order.oco',
    'OCO Emri İptal Edildi',
    'EURUSD 0.50 lot Alış Stop emriniz, OCO eşi gerçekleştiği ya da iptal edildiği için iptal edildi.',
  ],
  [
    'a trailing stop',
    { ...subject, type: 'order.closed', close: closed, reason: 'stopLoss' },
    'order.trailingStop',
    'İz Süren Stop Gerçekleşti',
    'EURUSD 1.00 lot Satış pozisyonunuz iz süren stop seviyesinde 1.0975 fiyatından kapandı. Sonuç: +250.00 USD.',
  ],
])('%s', (_name, body, kind, title, text) => {
  expect(of(body)).toEqual({ kind, title, text });
});

it('says nothing for a customer’s own cancel or a trailing stop’s move', () => {
  expect(of({ ...subject, type: 'order.cancelled', orderId: '7', reason: 'manual' })).toBeNull();
  expect(
    of({ ...subject, type: 'order.modified', orderId: '8', stopLoss: 1.1, takeProfit: null, trailing: true }),
  ).toBeNull();
});
