// PUT /api/alerts/{id} (ours, the chart's drag of an alert line): the alert waits at its new price
// and fires there once, never at the old one; another customer's or a fired alert is 404; bad
// input is 400 in Turkish and moves nothing.
import type { PriceAlert } from '../../../contract/alerts';
import { serverTexts } from '../../../contract/server-texts';
import { useDescribeApp } from '../helpers/describe-app';
import { buildAlertsApp } from './alerts-test-kit';

const t = useDescribeApp('alerts-move', buildAlertsApp, 60_000);
const texts = serverTexts.alerts;

describe('moving a price alert', () => {
  it('fires at the new price once, and not at the old one', async () => {
    const user = await t.customer();
    t.tick('XAUUSD', 2650, 2650.5);
    const alert = (await t.create(user, { symbol: 'XAUUSD', side: 'bid', condition: 'above', price: 2700 }))
      .body.data as PriceAlert;
    const moved = await t.move(user, alert.id, { price: 2800, condition: 'above' });
    expect(moved.statusCode).toBe(200);
    expect(moved.body.message).toBe(texts.moved);
    expect(moved.body.data).toMatchObject({ id: alert.id, price: 2800, condition: 'above', active: true });
    t.tick('XAUUSD', 2750, 2750.5);
    await t.settle();
    expect(t.triggered.filter((event) => event.alertId === alert.id)).toHaveLength(0);
    t.tick('XAUUSD', 2801, 2801.5);
    t.tick('XAUUSD', 2802, 2802.5);
    await t.settle();
    expect(t.triggered.filter((event) => event.alertId === alert.id)).toHaveLength(1);
    expect((await t.list(user)).find((item) => item.id === alert.id)).toMatchObject({
      price: 2800,
      active: false,
      triggeredPrice: 2801,
    });
    // A fired alert does not move.
    expect((await t.move(user, alert.id, { price: 2900, condition: 'above' })).statusCode).toBe(404);
  });

  it('turns below when dragged under the market, and another customer cannot move it', async () => {
    const owner = await t.customer();
    const stranger = await t.customer();
    t.tick('EURUSD', 1.085, 1.0852);
    const alert = (await t.create(owner, { symbol: 'EURUSD', side: 'ask', condition: 'above', price: 1.09 }))
      .body.data as PriceAlert;
    const refused = await t.move(stranger, alert.id, { price: 1.07, condition: 'below' });
    expect(refused.statusCode).toBe(404);
    expect(refused.body.message).toBe(texts.notFound);
    expect((await t.move(owner, alert.id, { price: 1.08, condition: 'below' })).statusCode).toBe(200);
    t.tick('EURUSD', 1.0795, 1.0799);
    await t.settle();
    expect(t.triggered.filter((event) => event.alertId === alert.id)).toHaveLength(1);
  });

  it('refuses bad input in Turkish and leaves the alert where it was', async () => {
    const user = await t.customer();
    const alert = (await t.create(user, { symbol: 'XAUUSD', side: 'bid', condition: 'above', price: 5000 }))
      .body.data as PriceAlert;
    for (const body of [
      { price: 0, condition: 'above' },
      { price: -1, condition: 'above' },
      { price: '4000', condition: 'above' },
      { price: 4000 },
      { price: 4000, condition: 'over' },
      { price: 4000, condition: 'above', symbol: 'EURUSD' },
    ]) {
      const reply = await t.move(user, alert.id, body);
      expect(reply.statusCode).toBe(400);
      expect(reply.body.status).toBe(false);
      expect(reply.body.message).not.toMatch(/must|should|property/i);
    }
    expect((await t.list(user)).find((item) => item.id === alert.id)).toMatchObject({
      price: 5000,
      active: true,
    });
  });
});
