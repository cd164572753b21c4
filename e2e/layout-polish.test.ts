// Issue 14, item 17 in the browser: quick-action labels fit their tiles at 800 px, the market tabs
// say they scroll when 'Kripto' is out of view, a toast after an order leaves the header's
// figures readable, a closed market's note leaves the ask price readable, the promo banner ends
// where its slide ends, and the dashboard's positions widget shows whole cards only.
import type { Locator } from 'playwright-core';
import { tr } from '../src/i18n/tr-signed-in';
import { useApp, VIEWPORTS } from './support/app';
import { restingBox } from './support/at-rest';
import { confirmTrade } from './support/confirm';
import { DemoClient } from './positions-setup';

const STEP_TIMEOUT_MS = 15_000;
const SYMBOL = 'BTCUSD';
/** Sub-pixel rounding between two boxes that only touch. */
const TOUCH_TOLERANCE_PX = 0.5;
/** Enough open positions that the widget's list holds more cards than fit. */
const WIDGET_POSITIONS = 4;
/** How long a tab gets to show a closed row before it counts as all open. */
const NOTE_WAIT_MS = 1_500;

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return box;
}

describe('layout polish', () => {
  const app = useApp();

  test('quick-action labels stay inside their tiles at 800 px', async () => {
    const page = await app.openSignedIn('/', { viewport: VIEWPORTS.tablet });
    const tiles = page.locator('[data-widget="withdraw"] li a');
    await tiles.first().waitFor({ timeout: STEP_TIMEOUT_MS });
    const overflowing = await tiles.evaluateAll((links) =>
      links.filter((link) => link.scrollWidth > link.clientWidth + 1).map((link) => link.textContent ?? ''),
    );
    expect(overflowing).toEqual([]);
  });

  test.each([
    ['phone', VIEWPORTS.phone],
    ['desktop', VIEWPORTS.desktop],
    ['wide', VIEWPORTS.wide],
  ] as const)(
    'at %s width, Kripto is in view or the strip fades where tabs hide',
    async (_name, viewport) => {
      const page = await app.openSignedIn('/', { viewport });
      const kripto = page.getByRole('tab', { name: tr.market.tabs.crypto }).first();
      await kripto.waitFor({ timeout: STEP_TIMEOUT_MS });
      const { visible, hinted } = await kripto.evaluate((tab) => {
        const list = tab.closest('[role="tablist"]') as HTMLElement;
        const listBox = list.getBoundingClientRect();
        const tabBox = tab.getBoundingClientRect();
        return {
          visible: tabBox.left >= listBox.left - 1 && tabBox.right <= listBox.right + 1,
          hinted: list.parentElement?.getAttribute('data-more-after') === 'true',
        };
      });
      expect(visible || hinted).toBe(true);
    },
  );

  test('the toast after an order opens below the header', async () => {
    if (!app.hasServer()) return;
    const page = await app.openSignedIn(`/order/${SYMBOL}`, { viewport: VIEWPORTS.desktop });
    await page.getByRole('form', { name: SYMBOL }).waitFor({ timeout: STEP_TIMEOUT_MS });
    await page.getByTestId('required-margin').filter({ hasText: tr.app.currency }).waitFor();
    await page.getByRole('button', { name: tr.market.buy, exact: true }).click();
    await confirmTrade(page);
    const toast = page.getByText(tr.order.success, { exact: true });
    await toast.waitFor({ timeout: STEP_TIMEOUT_MS });
    // The toast slides in from above: measure where it comes to rest.
    const box = await restingBox(toast, STEP_TIMEOUT_MS);
    const header = await page.getByTestId('desktop-header').boundingBox();
    expect(header && box.y >= header.y + header.height).toBe(true);
  });

  test.each([
    ['phone', VIEWPORTS.phone],
    ['tablet', VIEWPORTS.tablet],
  ] as const)("at %s width, a closed market's note leaves the ask price whole", async (_name, viewport) => {
    const page = await app.openSignedIn('/trade', { viewport });
    await page.locator('[data-symbol]').first().waitFor({ timeout: STEP_TIMEOUT_MS });
    // Crypto trades all week; the other markets close at the weekend and at night. A run while every
    // market is open finds no note to measure.
    let closedRows = 0;
    const faults: string[] = [];
    for (const [key, label] of Object.entries(tr.market.tabs)) {
      if (key === 'crypto') continue;
      await page.getByRole('tab', { name: label }).first().click();
      const rows = page.locator('[data-symbol]').filter({ has: page.getByTestId('market-closed') });
      await rows
        .first()
        .waitFor({ timeout: NOTE_WAIT_MS })
        .catch(() => undefined);
      for (const row of await rows.all()) {
        closedRows += 1;
        const note = await boxOf(row.getByTestId('market-closed'));
        const cell = await boxOf(row.getByTestId('ask').locator('xpath=..'));
        // The price's text, not its cell: a squeezed cell lets the digits run out of it.
        const ask = await row.getByTestId('ask').evaluate((price) => {
          const range = document.createRange();
          range.selectNodeContents(price);
          const { x, y, width, height } = range.getBoundingClientRect();
          return { x, y, width, height };
        });
        const apart =
          note.x >= ask.x + ask.width - TOUCH_TOLERANCE_PX ||
          note.x + note.width <= ask.x + TOUCH_TOLERANCE_PX ||
          note.y >= ask.y + ask.height - TOUCH_TOLERANCE_PX ||
          note.y + note.height <= ask.y + TOUCH_TOLERANCE_PX;
        const inCell = ask.x + ask.width <= cell.x + cell.width + TOUCH_TOLERANCE_PX;
        if (!apart || !inCell)
          faults.push(`${await row.getAttribute('data-symbol')}: apart ${apart}, in its cell ${inCell}`);
      }
    }
    if (closedRows === 0) {
      console.warn('every market is open now: the closed-note check had nothing to measure');
      return;
    }
    expect(faults).toEqual([]);
  });

  test('the promo banner ends where its slide ends at 375 px', async () => {
    const page = await app.openSignedIn('/', { viewport: VIEWPORTS.phone });
    const banner = page.getByTestId('promo-banner');
    const slide = banner.locator('.swiper-slide-active > *').first();
    await slide.waitFor({ timeout: STEP_TIMEOUT_MS });
    const bannerBox = await boxOf(banner);
    const slideBox = await boxOf(slide);
    expect(Math.abs(bannerBox.y + bannerBox.height - (slideBox.y + slideBox.height))).toBeLessThanOrEqual(1);
  });

  test('the positions widget at 1280 px shows whole cards, with no scroll box of its own', async () => {
    if (!app.hasServer()) return;
    const client = await DemoClient.signIn(app.baseUrl());
    const already = (await client.openOrders()).filter((order) => order.status === 'open').length;
    for (let placed = already; placed < WIDGET_POSITIONS; placed += 1) {
      await client.place({ symbol: SYMBOL, amount: 0.01 });
    }
    const page = await app.openSignedIn('/', { viewport: VIEWPORTS.desktop });
    const widget = page.locator('[data-widget="positions"]');
    const cards = widget.locator('[data-testid="open-list"] tbody tr:not([data-spacer])');
    await cards.first().waitFor({ timeout: STEP_TIMEOUT_MS });
    const widgetBox = await boxOf(widget);
    const cardBoxes = await Promise.all((await cards.all()).map(boxOf));
    const cut = cardBoxes.filter(
      (card) => card.y + card.height > widgetBox.y + widgetBox.height + TOUCH_TOLERANCE_PX,
    );
    expect(cut).toEqual([]);
    // No box inside the widget scrolls: what does not fit goes to /transactions.
    const scrolling = await widget.evaluate((root) =>
      [root, ...Array.from(root.querySelectorAll('*'))]
        .filter((element) => {
          const overflowY = getComputedStyle(element).overflowY;
          return (
            (overflowY === 'auto' || overflowY === 'scroll') &&
            element.scrollHeight > element.clientHeight + 1
          );
        })
        .map((element) => element.className),
    );
    expect(scrolling).toEqual([]);
    await expect(widget.getByRole('link', { name: tr.trade.historyAll }).isVisible()).resolves.toBe(true);
  });
});
