// The order ticket against the real broker server, in Chromium: the demo user finds a crypto
// symbol on /trade by search, opens its ticket, sees an invalid amount refused, places a Buy with
// stop loss and take profit, and finds the position on the dashboard; an unknown symbol's URL
// lands on /.
import type { Page, Request } from 'playwright-core';
import type { OrderPayload } from '../contract/entities';
import { tr } from '../src/i18n/tr-signed-in';
import { useApp, VIEWPORTS } from './support/app';
import { confirmTrade } from './support/confirm';

const SYMBOL = 'BTCUSD';
const STEP_TIMEOUT_MS = 15_000;
/** Stop and take sit this far from the ask so a tick cannot trigger them during the test. */
const STOP_TAKE_DISTANCE = 0.1;

const isPlaceOrder = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders';

/** Every POST /api/orders the page sends, in order. */
function recordOrders(page: Page): OrderPayload[] {
  const sent: OrderPayload[] = [];
  page.on('request', (request) => {
    if (isPlaceOrder(request)) sent.push(request.postDataJSON() as OrderPayload);
  });
  return sent;
}

async function openTicketFromTrade(page: Page): Promise<void> {
  await page.getByRole('tab', { name: tr.market.tabs.crypto }).click();
  await page.getByPlaceholder(tr.market.search).fill('btc');
  // The market list's row: other widgets on /trade may show a chip of the same symbol.
  const row = page.locator(`li[data-symbol="${SYMBOL}"]`);
  await row.waitFor({ timeout: STEP_TIMEOUT_MS });
  await row.getByRole('button', { name: tr.market.buy, exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/order/${SYMBOL}`);
  // The ticket appears 1 s after load.
  await page.getByRole('form', { name: SYMBOL }).waitFor({ timeout: STEP_TIMEOUT_MS });
}

describe('order ticket', () => {
  const app = useApp();

  it.each([
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.phone],
  ])('places a Buy with stop loss and take profit from /trade (%s)', async (_name, viewport) => {
    if (!app.hasServer()) return; // Needs the broker server's API and socket.
    const page = await app.openSignedIn('/trade', { viewport });
    const sent = recordOrders(page);
    await openTicketFromTrade(page);
    expect(
      await page.getByRole('tab', { name: new RegExp(`^${tr.market.buy}`) }).getAttribute('aria-selected'),
    ).toBe('true');

    const amount = page.getByPlaceholder(tr.order.amountPlaceholder);
    await amount.fill('abc');
    expect(await amount.inputValue()).toBe('');
    await amount.fill('0');
    const refusal = page.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe(tr.order.amountBelowMin('0.01'));
    await amount.press('Enter');
    await page.waitForTimeout(500);
    expect(sent).toHaveLength(0);
    expect(new URL(page.url()).pathname).toBe(`/order/${SYMBOL}`);

    await amount.fill('0.05');
    await amount.blur();
    expect(await amount.inputValue()).toBe('0.05');
    const ask = Number(await page.getByTestId('ticket-ask').textContent());
    expect(ask).toBeGreaterThan(0);
    const stopLoss = Math.floor(ask * (1 - STOP_TAKE_DISTANCE));
    const takeProfit = Math.ceil(ask * (1 + STOP_TAKE_DISTANCE));

    const stopField = page.getByRole('textbox', { name: tr.order.stopLoss });
    await page.getByRole('checkbox', { name: tr.order.stopLoss }).check();
    // Turned on, the field shows the live buy price.
    expect(Math.abs(Number(await stopField.inputValue()) - ask) / ask).toBeLessThan(0.01);
    await stopField.fill(String(stopLoss));
    expect(await stopField.inputValue()).toBe(String(stopLoss));
    const takeField = page.getByRole('textbox', { name: tr.order.takeProfit });
    await page.getByRole('checkbox', { name: tr.order.takeProfit }).check();
    // Typed only once the live price is in: typing while it arrives would add to it, not replace it.
    const seeded = await takeField.elementHandle();
    await page.waitForFunction((input) => Number((input as HTMLInputElement | null)?.value) > 0, seeded, {
      timeout: STEP_TIMEOUT_MS,
    });
    await takeField.fill(String(takeProfit));
    expect(await takeField.inputValue()).toBe(String(takeProfit));
    await page.getByTestId('required-margin').filter({ hasText: tr.app.currency }).waitFor();

    const answered = page.waitForResponse((response) => isPlaceOrder(response.request()));
    await page.getByRole('button', { name: tr.market.buy, exact: true }).click();
    await confirmTrade(page);
    const answer = await answered;
    expect(answer.status()).toBeLessThan(300);
    const placedId = ((await answer.json()) as { data: { id: string } }).data.id;
    await page.getByText(tr.order.success, { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
    expect(sent).toEqual([
      {
        symbol: SYMBOL,
        type: 'Buy',
        amount: 0.05,
        marketLimit: null,
        stopLoss,
        takeProfit,
        // Each submit carries its idempotency key (use-place-order.ts).
        clientOrderId: expect.any(String),
      },
    ]);

    // This order's own row: the demo account may hold other BTCUSD positions from earlier files,
    // and which comes first depends on the order the files ran in.
    await page.waitForURL((url) => url.pathname === '/');
    const position = page.getByTestId(`open-row-${placedId}`);
    await position.waitFor({ timeout: STEP_TIMEOUT_MS });
    expect(await position.innerText()).toMatch(/BTCUSD[\s\S]*0\.05/);
  });

  it('an unknown symbol lands on /', async () => {
    if (!app.hasServer()) return;
    const page = await app.openSignedIn('/order/NOPE');
    await page.waitForURL((url) => url.pathname === '/', { timeout: STEP_TIMEOUT_MS });
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
