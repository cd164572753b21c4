// The market screens in Chromium against the real broker server: /trade shows its five widgets on
// the page grid at phone, tablet, desktop and wide widths (stacked on the phone), the chart
// switches to 15 minutes and opens an RSI pane, and an open position's entry line is drawn on its
// symbol's chart.
import type { Locator, Page } from 'playwright-core';
import type { SymbolInfo } from '../contract/entities';
import { tr } from '../src/i18n/tr-signed-in';
import { DemoClient } from './positions-setup';
import { useApp, VIEWPORTS } from './support/app';

const STEP_TIMEOUT_MS = 20_000;
const WIDGETS = ['market', 'buy', 'wallet', 'top', 'history'] as const;
/** Crypto trades around the clock, so the chart and the order work whenever the test runs. */
const SYMBOL = 'BTCUSD';
/** Stop and take sit this far from the price, so no tick can trigger them during the test. */
const STOP_TAKE_DISTANCE = 0.1;
/** Sub-pixel rounding allowed when comparing boxes. */
const EDGE_PX = 2;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element has no box');
  return box;
}

async function widgetBoxes(page: Page): Promise<Record<(typeof WIDGETS)[number], Box>> {
  const entries = await Promise.all(
    WIDGETS.map(async (name) => [name, await boxOf(page.locator(`[data-widget="${name}"]`))] as const),
  );
  return Object.fromEntries(entries) as Record<(typeof WIDGETS)[number], Box>;
}

/** Each widget's own box stays inside its grid slot. */
async function expectWidgetsFitTheirSlots(page: Page): Promise<void> {
  for (const name of WIDGETS) {
    const slot = await boxOf(page.locator(`[data-widget="${name}"]`));
    const content = await boxOf(page.getByTestId(`trade-${name}`));
    expect(content.x).toBeGreaterThanOrEqual(slot.x - EDGE_PX);
    expect(content.x + content.width).toBeLessThanOrEqual(slot.x + slot.width + EDGE_PX);
    expect(content.y + content.height).toBeLessThanOrEqual(slot.y + slot.height + EDGE_PX);
  }
}

async function quoteOf(
  baseUrl: string,
  token: string,
  symbol: string,
): Promise<{ ask: number; bid: number }> {
  const response = await fetch(`${baseUrl}/api/margin/infos`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: SymbolInfo[] };
  const info = body.data.find((item) => item.symbol === symbol);
  if (!info || info.ask === null || info.bid === null) throw new Error(`${symbol} has no price`);
  return { ask: info.ask, bid: info.bid };
}

async function openTrade(page: Page): Promise<void> {
  await page.locator('[data-widget="market"] li[data-symbol]').first().waitFor({ timeout: STEP_TIMEOUT_MS });
  // The buy slot is never empty: the first symbol's ticket appears 1 s after load.
  await page.locator('[data-widget="buy"] form').waitFor({ timeout: STEP_TIMEOUT_MS });
  await page.getByTestId('wallet-balance').waitFor({ timeout: STEP_TIMEOUT_MS });
}

describe('market screens', () => {
  const app = useApp();

  it.each([
    ['wide', VIEWPORTS.wide],
    ['desktop', VIEWPORTS.desktop],
  ])(
    '/trade at %s: market and buy side by side, wallet and top on the right, history under them',
    async (_name, viewport) => {
      if (!app.hasServer()) return;
      const page = await app.openSignedIn('/trade', { viewport });
      await openTrade(page);
      const box = await widgetBoxes(page);
      expect(box.buy.x).toBeGreaterThan(box.market.x + box.market.width - EDGE_PX);
      expect(Math.abs(box.buy.y - box.market.y)).toBeLessThan(EDGE_PX);
      expect(box.wallet.x).toBeGreaterThan(box.buy.x + box.buy.width - EDGE_PX);
      expect(box.top.y).toBeGreaterThan(box.wallet.y + box.wallet.height - EDGE_PX);
      expect(Math.abs(box.top.x - box.wallet.x)).toBeLessThan(EDGE_PX);
      expect(box.history.y).toBeGreaterThan(box.market.y + box.market.height - EDGE_PX);
      await expectWidgetsFitTheirSlots(page);
    },
  );

  it('/trade at tablet width: market and buy share the first rows, the rest follow', async () => {
    if (!app.hasServer()) return;
    const page = await app.openSignedIn('/trade', { viewport: VIEWPORTS.tablet });
    await openTrade(page);
    const box = await widgetBoxes(page);
    expect(box.buy.x).toBeGreaterThan(box.market.x + box.market.width - EDGE_PX);
    expect(box.wallet.y).toBeGreaterThan(box.market.y + box.market.height - EDGE_PX);
    expect(box.top.x).toBeGreaterThan(box.wallet.x + box.wallet.width - EDGE_PX);
    expect(box.history.y).toBeGreaterThan(box.wallet.y + box.wallet.height - EDGE_PX);
    await expectWidgetsFitTheirSlots(page);
  });

  it('/trade on a phone stacks the five widgets, each as wide as the page', async () => {
    if (!app.hasServer()) return;
    const page = await app.openSignedIn('/trade', { viewport: VIEWPORTS.phone });
    await openTrade(page);
    const box = await widgetBoxes(page);
    let bottom = 0;
    for (const name of WIDGETS) {
      expect(box[name].y).toBeGreaterThanOrEqual(bottom - EDGE_PX);
      expect(Math.abs(box[name].x - box.market.x)).toBeLessThan(EDGE_PX);
      expect(box[name].width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      bottom = box[name].y + box[name].height;
    }
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  });

  it('the chart switches to 15 minutes and shows RSI in a pane of its own', async () => {
    if (!app.hasServer()) return;
    const page = await app.openSignedIn(`/chart/${SYMBOL}`, { viewport: VIEWPORTS.desktop });
    const frame = page.getByTestId('symbol-chart');
    await page.getByRole('tab', { name: tr.chart.intervals['15m'], exact: true }).click();
    await page.getByRole('button', { name: tr.chart.indicators.rsi }).click();
    await page.waitForFunction(
      () => {
        const chart = document.querySelector<HTMLElement>('[data-testid="symbol-chart"]');
        return (
          chart?.dataset.interval === '15m' && chart.dataset.panes === '2' && Number(chart.dataset.bars) > 0
        );
      },
      undefined,
      { timeout: STEP_TIMEOUT_MS },
    );
    expect(await frame.locator('canvas').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('ohlc-close').textContent()).toMatch(/^\d+(\.\d+)?$/);
  });

  it('an open position’s entry, stop loss and take profit lines are drawn on its chart', async () => {
    if (!app.hasServer()) return;
    const client = await DemoClient.signIn(app.baseUrl());
    const { ask, bid } = await quoteOf(app.baseUrl(), client.token, SYMBOL);
    const position = await client.place({
      symbol: SYMBOL,
      amount: 0.01,
      stopLoss: Math.round(bid * (1 - STOP_TAKE_DISTANCE)),
      takeProfit: Math.round(ask * (1 + STOP_TAKE_DISTANCE)),
    });
    try {
      const page = await app.openSignedIn(`/chart/${SYMBOL}`, { viewport: VIEWPORTS.desktop });
      await page.waitForFunction(
        (id) => {
          const drawn = (
            document.querySelector<HTMLElement>('[data-testid="symbol-chart"]')?.dataset.priceLines ?? ''
          ).split(' ');
          return ['entry', 'stopLoss', 'takeProfit'].every((line) => drawn.includes(`${line}-${id}`));
        },
        position.id,
        { timeout: STEP_TIMEOUT_MS },
      );
    } finally {
      await client.close(position.id);
    }
  });
});
