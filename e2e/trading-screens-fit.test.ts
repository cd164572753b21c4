// Issue 22, item 9 in the browser: what a new customer tripped on at 375 and 1280 px. On a phone
// the trading screens name the active account with its balance and equity; /trader keeps its tabs
// and positions inside the screen; /chart keeps the chosen timeframe in view. At 1280 px the
// dashboard's market strip shows all six tabs, and at font scale 125 % the seven header figures
// all fit.
import type { Locator, Page } from 'playwright-core';
import { tr } from '../src/i18n/tr-signed-in';
import { useApp, VIEWPORTS } from './support/app';

const STEP_TIMEOUT_MS = 20_000;
/** Sub-pixel rounding allowed when comparing boxes. */
const EDGE_PX = 1;

/** Whether every element of `items` lies inside `container`'s box (nothing clipped or scrolled off). */
async function allInside(container: Locator, items: Locator): Promise<string[]> {
  const box = await container.boundingBox();
  if (!box) throw new Error('the container has no box');
  const cut: string[] = [];
  for (const item of await items.all()) {
    const inner = await item.boundingBox();
    if (
      !inner ||
      inner.x < box.x - EDGE_PX ||
      inner.x + inner.width > box.x + box.width + EDGE_PX ||
      inner.y < box.y - EDGE_PX ||
      inner.y + inner.height > box.y + box.height + EDGE_PX
    )
      cut.push((await item.textContent()) ?? '');
  }
  return cut;
}

/** Sets the font scale the way redux-persist stores it, then reloads the page. */
async function useFontScale(page: Page, scale: number): Promise<void> {
  await page.evaluate((value) => {
    const ui = JSON.parse(localStorage.getItem('ui') ?? '{}') as Record<string, string>;
    ui.scale = JSON.stringify(value);
    localStorage.setItem('ui', JSON.stringify(ui));
  }, scale);
  await page.reload();
}

const pageIsNotWider = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('trading screens at 375 and 1280 px', () => {
  const app = useApp();

  test.each(['/', '/trade', '/order/BTCUSD', '/chart/BTCUSD', '/transactions'])(
    'at 375 px %s names the active account with its balance and equity',
    async (path) => {
      if (!app.hasServer()) return;
      const page = await app.openSignedIn(path, { viewport: VIEWPORTS.phone });
      const line = page.getByTestId('active-account-line');
      await line.waitFor({ timeout: STEP_TIMEOUT_MS });
      await expectText(line, /(Demo|Gerçek) Hesap/);
      await expectText(line, new RegExp(`${tr.header.balance}\\s*[\\d.]+ USD`));
      await expectText(line, new RegExp(`${tr.header.assets}\\s*[\\d.]+ USD`));
      expect(await line.isVisible()).toBe(true);
    },
  );

  test('at 1280 px the dashboard shows all six market tabs', async () => {
    const page = await app.openSignedIn('/', { viewport: VIEWPORTS.desktop });
    const strip = page.getByRole('tablist', { name: tr.market.tabsLabel }).first();
    await strip.getByRole('tab', { name: tr.market.tabs.crypto }).waitFor({ timeout: STEP_TIMEOUT_MS });
    expect(await allInside(strip, strip.getByRole('tab'))).toEqual([]);
    expect(await strip.getByRole('tab').count()).toBe(6);
  });

  test('at 1280 px and font scale 125 % the seven header figures are not cut', async () => {
    if (!app.hasServer()) return;
    const page = await app.openSignedIn('/', { viewport: VIEWPORTS.desktop });
    await useFontScale(page, 1.25);
    const figures = page.getByTestId('desktop-header').locator('[data-figure]');
    await figures.first().waitFor({ timeout: STEP_TIMEOUT_MS });
    expect(await figures.count()).toBe(7);
    const list = page.getByTestId('desktop-header').locator('dl');
    expect(await allInside(list, figures)).toEqual([]);
    const clipped = await figures.evaluateAll((nodes) =>
      nodes.filter((node) => node.scrollWidth > node.clientWidth + 1).map((node) => node.textContent),
    );
    expect(clipped).toEqual([]);
  });

  test("at 375 px /trader shows its four tabs and its trades inside the screen, headed by the trader's name", async () => {
    if (!app.hasServer()) return;
    const page = await app.openSignedIn('/traders', { viewport: VIEWPORTS.phone });
    const first = page.locator('a[href^="/trader/"]').first();
    await first.waitFor({ timeout: STEP_TIMEOUT_MS });
    await first.click();
    const tabs = page.getByRole('tablist', { name: tr.traders.tabsLabel });
    await tabs.waitFor({ timeout: STEP_TIMEOUT_MS });
    const name = await page.locator('main h1').first().textContent();
    await expectText(page.getByTestId('mobile-header'), name ?? '');
    expect(await allInside(tabs, tabs.getByRole('tab'))).toEqual([]);
    expect(await allInside(page.locator('main'), tabs.getByRole('tab'))).toEqual([]);

    await tabs.getByRole('tab', { name: tr.traders.tabs.history }).click();
    const table = page.getByRole('table', { name: tr.traders.tabs.history });
    if (await table.isVisible({ timeout: STEP_TIMEOUT_MS }).catch(() => false)) {
      const cells = table.locator('tbody [role="row"]').first().getByRole('cell');
      expect(await allInside(page.locator('main'), cells)).toEqual([]);
    }
    expect(await pageIsNotWider(page)).toBe(true);
  });

  test('at 375 px /chart keeps the chosen timeframe in view', async () => {
    const page = await app.openSignedIn('/chart/BTCUSD', { viewport: VIEWPORTS.phone });
    const intervals = page.getByRole('tablist', { name: tr.chart.intervalsLabel });
    await intervals.waitFor({ timeout: STEP_TIMEOUT_MS });
    expect(await allInside(intervals, intervals.getByRole('tab'))).toEqual([]);
    expect(await allInside(intervals, intervals.locator('[aria-selected="true"]'))).toEqual([]);
    expect(await pageIsNotWider(page)).toBe(true);
  });
});

async function expectText(locator: Locator, text: string | RegExp): Promise<void> {
  const content = (await locator.textContent()) ?? '';
  if (typeof text === 'string') expect(content).toContain(text);
  else expect(content).toMatch(text);
}
