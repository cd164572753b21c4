// Order kinds against the real broker server and its simulated feed, in Chromium (issue 20): the
// demo user places a Buy stop-limit whose trigger sits one price step above the ask, and watches
// it fill on the feed; then a Buy with a trailing stop, whose row names the trail, and watches the
// stop follow the price and close the position, never having moved back.
import type { Page } from 'playwright-core';
import type { Order } from '../contract/entities';
import { tr } from '../src/i18n/tr-signed-in';
import { pageToken, sendApi } from './support/api';
import { useApp, VIEWPORTS } from './support/app';
import { confirmTrade } from './support/confirm';

const SYMBOL = 'BTCUSD';
const STEP_TIMEOUT_MS = 15_000;
/** The feed moves BTCUSD a few dollars a tick: a one-cent trigger is touched within seconds. */
const ACT_TIMEOUT_MS = 120_000;
const POLL_MS = 500;
/** About eight typical ticks: the stop follows a while before a pull-back of this size closes it. */
const TRAILING_DISTANCE = 40;

const isPlaceOrder = (url: string, method: string) =>
  method === 'POST' && new URL(url).pathname === '/api/orders';

async function openTicket(page: Page): Promise<void> {
  await page.goto(`${new URL(page.url()).origin}/order/${SYMBOL}`);
  await page.getByRole('form', { name: SYMBOL }).waitFor({ timeout: STEP_TIMEOUT_MS });
  await page.getByTestId('ticket-ask').filter({ hasText: /\d/ }).waitFor({ timeout: STEP_TIMEOUT_MS });
}

async function placeFromTicket(page: Page): Promise<Order> {
  const answered = page.waitForResponse((response) =>
    isPlaceOrder(response.url(), response.request().method()),
  );
  await page.getByRole('button', { name: tr.market.buy, exact: true }).click();
  await confirmTrade(page);
  const answer = await answered;
  expect(answer.status()).toBeLessThan(300);
  return ((await answer.json()) as { data: Order }).data;
}

/** Polls the order's detail until `done` holds, and answers the last detail seen. */
async function waitForOrder(
  page: Page,
  baseUrl: string,
  id: string,
  done: (order: Order) => boolean,
  seen: (order: Order) => void = () => undefined,
): Promise<Order> {
  const token = await pageToken(page);
  const deadline = Date.now() + ACT_TIMEOUT_MS;
  for (;;) {
    const order = (await sendApi<Order>(baseUrl, 'GET', `/orders/detail/${id}`, undefined, token)).data;
    if (order) {
      seen(order);
      if (done(order)) return order;
    }
    if (Date.now() > deadline) throw new Error(`order ${id} did not act: ${JSON.stringify(order)}`);
    await page.waitForTimeout(POLL_MS);
  }
}

describe('order kinds on the simulated feed', () => {
  const app = useApp();

  it('a stop-limit just above the ask is armed and fills on the feed', async () => {
    if (!app.hasServer()) return; // Needs the broker server's API, socket and feed.
    const page = await app.openSignedIn('/', { viewport: VIEWPORTS.desktop });
    await openTicket(page);
    await page.getByPlaceholder(tr.order.amountPlaceholder).fill('0.01');
    const ask = Number(await page.getByTestId('ticket-ask').textContent());
    const trigger = (Math.round(ask * 100) + 1) / 100;
    const limit = Math.round(trigger * 1.01 * 100) / 100;
    await page.getByRole('checkbox', { name: tr.order.marketLimit }).check();
    await page.getByRole('textbox', { name: tr.order.marketLimit }).fill(String(trigger));
    await page.getByLabel(tr.orderKinds.kind).selectOption({ label: tr.orderKinds.names.stopLimit });
    await page.getByLabel(tr.orderKinds.limitPrice).fill(String(limit));
    const placed = await placeFromTicket(page);
    expect(placed).toMatchObject({ status: 'waiting', pendingKind: 'stopLimit', limitPrice: limit });

    const filled = await waitForOrder(page, app.baseUrl(), placed.id, (order) => order.status === 'open');
    expect(filled.price).toBeGreaterThanOrEqual(trigger);
    expect(filled.price).toBeLessThanOrEqual(limit);
    await page.goto(`${app.baseUrl()}/transactions`);
    await page.getByTestId(`open-row-${placed.id}`).waitFor({ timeout: STEP_TIMEOUT_MS });
  }, 180_000);

  it('a trailing stop follows the price and closes the position, never moving back', async () => {
    if (!app.hasServer()) return;
    const page = await app.openSignedIn('/', { viewport: VIEWPORTS.desktop });
    await openTicket(page);
    await page.getByPlaceholder(tr.order.amountPlaceholder).fill('0.01');
    await page.getByRole('checkbox', { name: tr.orderKinds.trailing }).check();
    await page.getByRole('textbox', { name: tr.orderKinds.trailingDistance }).fill(String(TRAILING_DISTANCE));
    const placed = await placeFromTicket(page);
    expect(placed).toMatchObject({ status: 'open', trailingDistance: TRAILING_DISTANCE });
    const firstStop = placed.stopLoss ?? 0;
    expect(firstStop).toBeGreaterThan(0);

    await page.goto(`${app.baseUrl()}/transactions`);
    const row = page.getByTestId(`open-row-${placed.id}`);
    await row.waitFor({ timeout: STEP_TIMEOUT_MS });
    expect(await row.innerText()).toContain(tr.orderKinds.trailingBy(String(TRAILING_DISTANCE)));

    let lastStop = firstStop;
    const closed = await waitForOrder(
      page,
      app.baseUrl(),
      placed.id,
      (order) => order.status === 'closed',
      (order) => {
        const stop = order.stopLoss ?? 0;
        expect(stop).toBeGreaterThanOrEqual(lastStop);
        lastStop = stop;
      },
    );
    expect(closed.closeReason).toBe('stopLoss');
    expect(closed.stopLoss ?? 0).toBeGreaterThanOrEqual(firstStop);
    expect(closed.closePrice ?? Infinity).toBeLessThanOrEqual(closed.stopLoss ?? 0);
  }, 180_000);
});
