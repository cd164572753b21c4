// /api/alerts: an alert fires exactly once, on the first tick at or past its price (also when two
// such ticks come in a row), as a notification in the bell; 50 active at most; another customer's
// alert is 404; bad input is 400 in Turkish and creates nothing.
import { ALERTS_ACTIVE_MAX, type PriceAlert } from '../../../contract/alerts';
import { serverTexts } from '../../../contract/server-texts';
import type { TestUser } from '../helpers/register-and-login';
import { useDescribeApp } from '../helpers/describe-app';
import { waitForBell } from '../notifications/notifications-test-kit';
import { buildAlertsApp } from './alerts-test-kit';

const t = useDescribeApp('alerts', buildAlertsApp, 60_000);
const texts = serverTexts.alerts;
const validation = serverTexts.validation;

const goldAbove = (price: number) => ({ symbol: 'XAUUSD', side: 'bid', condition: 'above', price });

async function created(user: TestUser, request: Record<string, unknown>): Promise<PriceAlert> {
  const reply = await t.create(user, request);
  expect(reply.statusCode).toBe(201);
  expect(reply.body.message).toBe(texts.created);
  return reply.body.data as PriceAlert;
}

describe('a price alert', () => {
  it('fires once on the first tick at or past its price, as a notification naming the symbol', async () => {
    const user = await t.customer();
    const alert = await created(user, { ...goldAbove(3000), note: '  kâr al  ' });
    expect(alert).toMatchObject({ active: true, note: 'kâr al', triggeredAt: null, triggeredPrice: null });

    t.tick('XAUUSD', 2999.99, 3000.5);
    await t.settle();
    expect((await t.list(user))[0]).toMatchObject({ id: alert.id, active: true });

    // Two ticks past the price in a row, before anything is written: one firing.
    t.tick('XAUUSD', 3000.25, 3000.75);
    t.tick('XAUUSD', 3001, 3001.5);
    await t.settle();
    t.tick('XAUUSD', 3002, 3002.5);
    await t.settle();

    expect(t.triggered.filter((event) => event.alertId === alert.id)).toHaveLength(1);
    const [stored] = await t.list(user);
    expect(stored).toMatchObject({ id: alert.id, active: false, triggeredPrice: 3000.25 });
    expect(stored?.triggeredAt).toEqual(expect.any(String));
    const bell = await waitForBell(t.app, user.token, 1);
    expect(bell.data).toHaveLength(1);
    expect(bell.data[0]).toMatchObject({
      title: serverTexts.notifications.alertTriggered.title,
      text: serverTexts.notifications.alertTriggered.text(
        'XAUUSD',
        'satış (bid)',
        true,
        '3000.00',
        '3000.25',
      ),
    });
  });

  it('watches the ask when asked, and fires below', async () => {
    const user = await t.customer();
    const alert = await created(user, { symbol: 'EURUSD', side: 'ask', condition: 'below', price: 1.05 });
    t.tick('EURUSD', 1.0495, 1.0502);
    await t.settle();
    expect((await t.list(user))[0]?.active).toBe(true);
    t.tick('EURUSD', 1.0493, 1.05);
    await t.settle();
    expect((await t.list(user))[0]).toMatchObject({ id: alert.id, active: false, triggeredPrice: 1.05 });
  });

  it('is not announced once deleted, and deleting it again is 404', async () => {
    const user = await t.customer();
    const alert = await created(user, goldAbove(5000));
    expect((await t.remove(user, alert.id)).statusCode).toBe(200);
    t.tick('XAUUSD', 5001, 5001.5);
    await t.settle();
    expect(t.triggered.some((event) => event.alertId === alert.id)).toBe(false);
    expect(await t.list(user)).toEqual([]);
    expect((await t.remove(user, alert.id)).statusCode).toBe(404);
  });

  it('deleted while it fires ends in one decision: announced and gone, or neither', async () => {
    const user = await t.customer();
    const alert = await created(user, goldAbove(6000));
    t.tick('XAUUSD', 6001, 6001.5);
    const removed = await t.remove(user, alert.id);
    await t.settle();
    expect(removed.statusCode).toBe(200);
    expect(await t.list(user)).toEqual([]);
    expect(t.triggered.filter((event) => event.alertId === alert.id).length).toBeLessThanOrEqual(1);
  });
});

describe('the limit of active alerts', () => {
  it(`refuses the ${ALERTS_ACTIVE_MAX + 1}st active alert in Turkish; a fired one frees its place`, async () => {
    const user = await t.customer();
    const first = await created(user, goldAbove(7000));
    for (let index = 1; index < ALERTS_ACTIVE_MAX; index += 1) await created(user, goldAbove(8000 + index));
    const refused = await t.create(user, goldAbove(9999));
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toMatchObject({ status: false, message: texts.tooMany(ALERTS_ACTIVE_MAX) });
    expect(await t.list(user)).toHaveLength(ALERTS_ACTIVE_MAX);

    t.tick('XAUUSD', 7000, 7000.5);
    await t.settle();
    expect((await t.list(user)).find((alert) => alert.id === first.id)?.active).toBe(false);
    await created(user, goldAbove(9999));
  });
});

describe('ownership and bad input', () => {
  it('shows each customer only their alerts; another customer’s alert is 404 and stays', async () => {
    const owner = await t.customer();
    const other = await t.customer();
    const alert = await created(owner, goldAbove(4000));
    expect(await t.list(other)).toEqual([]);
    const refused = await t.remove(other, alert.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toMatchObject({ status: false, message: texts.notFound });
    expect((await t.list(owner)).map((entry) => entry.id)).toEqual([alert.id]);
  });

  it.each([
    ['an unknown symbol', { ...goldAbove(1), symbol: 'NOPE' }, texts.unknownSymbol],
    ['a zero price', goldAbove(0), validation.invalid(validation.fields.price!)],
    ['a negative price', goldAbove(-5), validation.invalid(validation.fields.price!)],
    ['a price as text', { ...goldAbove(1), price: '3000' }, validation.invalid(validation.fields.price!)],
    ['another side', { ...goldAbove(1), side: 'mid' }, validation.invalid(validation.fields.side!)],
    [
      'another condition',
      { ...goldAbove(1), condition: 'cross' },
      validation.invalid(validation.fields.condition!),
    ],
    [
      'no price',
      { symbol: 'XAUUSD', side: 'bid', condition: 'above' },
      validation.required(validation.fields.price!),
    ],
    [
      'a note past 200 characters',
      { ...goldAbove(1), note: 'x'.repeat(201) },
      validation.tooLong(validation.fields.note!, 200),
    ],
    ['an unknown field', { ...goldAbove(1), sound: true }, validation.unknownField('sound')],
  ])('refuses %s with 400 in Turkish and creates nothing', async (_case, request, message) => {
    const user = await t.customer();
    const reply = await t.create(user, request);
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toMatchObject({ status: false, message });
    expect(await t.list(user)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/alerts' });
    expect(reply.statusCode).toBe(401);
  });
});
