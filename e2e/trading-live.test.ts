// Live prices against the real broker server, in Chromium: the demo user opens /trade, finds a
// crypto symbol (crypto trades around the clock) by search, and sees its price tick with the
// rise/fall marker; the page's socket carries the token.
import type { Page } from 'playwright-core';
import { SOCKET_PATH } from '../contract/live';
import { tr } from '../src/i18n/tr-signed-in';
import { useApp, VIEWPORTS } from './support/app';

const SYMBOL = 'BTCUSD';
const STEP_TIMEOUT_MS = 15_000;
/** The simulated feed moves crypto several times a second; allow a slow machine plenty. */
const TICK_TIMEOUT_MS = 20_000;

const priceCell = (page: Page, side: 'ask' | 'bid') =>
  page.locator(`li[data-symbol="${SYMBOL}"] [data-testid="${side}"]`);

describe('live prices', () => {
  const app = useApp();

  it.each([
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.phone],
  ])('finds a crypto symbol by search on /trade and sees its price tick (%s)', async (_name, viewport) => {
    if (!app.hasServer()) return; // Needs the broker server's API and socket.
    const page = await app.open('/sign-in', { viewport });
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await app.signIn(page);
    await page.goto('/trade');

    const tabs = page.getByRole('tab');
    await tabs.first().waitFor({ timeout: STEP_TIMEOUT_MS });
    expect(await tabs.allTextContents()).toEqual(Object.values(tr.market.tabs));
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');

    await page.getByRole('tab', { name: tr.market.tabs.crypto }).click();
    await page.getByPlaceholder(tr.market.search).fill('bTc');
    await page.locator(`li[data-symbol="${SYMBOL}"]`).waitFor({ timeout: STEP_TIMEOUT_MS });
    expect(
      await page
        .locator('li[data-symbol]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-symbol'))),
    ).toEqual(expect.arrayContaining([SYMBOL]));
    for (const code of await page
      .locator('li[data-symbol]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-symbol') ?? ''))) {
      expect(code.toLowerCase()).toContain('btc');
    }

    const ask = priceCell(page, 'ask');
    const selector = `li[data-symbol="${SYMBOL}"] [data-testid="ask"]`;
    await page.waitForFunction(
      (cellSelector) => /^\d+(\.\d+)?$/.test(document.querySelector(cellSelector)?.textContent ?? ''),
      selector,
      { timeout: STEP_TIMEOUT_MS },
    );
    const first = await ask.textContent();
    // The next tick changes the text and marks the cell price-up or price-down.
    await page.waitForFunction(
      ({ cellSelector, before }) => {
        const cell = document.querySelector(cellSelector);
        if (!cell || cell.textContent === before) return false;
        return cell.classList.contains('price-up') || cell.classList.contains('price-down');
      },
      { cellSelector: selector, before: first },
      { timeout: TICK_TIMEOUT_MS, polling: 'raf' },
    );
    expect(await ask.textContent()).not.toBe(first);
    expect(
      sockets.some((url) => new URL(url).pathname === SOCKET_PATH && new URL(url).searchParams.get('auth')),
    ).toBe(true);
  });
});
