// Toplu Kapat against the real broker server, in Chromium (issue 20, item 3): the demo customer has
// two positions on one symbol and one on another (opened through the API), chooses that symbol in
// the dialog, sees how many positions it takes, confirms, and only that symbol's positions leave
// the open list. Other specs share the demo account, so this one uses a symbol they do not.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { tr } from '../src/i18n/tr-signed-in';
import { DemoClient } from './positions-setup';
import { sendApi } from './support/api';
import { useApp, VIEWPORTS } from './support/app';
import { blockingViolations, useTheme } from './support/axe';

const SYMBOL = 'LTCUSD';
const OTHER = 'XRPUSD';
const STEP_TIMEOUT_MS = 15_000;
const texts = tr.positions.closeAll;
/** Where the screenshots go: outside the repository, for a person to look at. */
const SHOTS_DIR = process.env.CLOSE_ALL_SHOTS_DIR ?? path.join('/tmp', 'close-all-shots');

async function rowGone(page: Page, id: string): Promise<void> {
  await page.getByTestId(`open-row-${id}`).waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
}

describe('close all of one symbol', () => {
  const app = useApp();

  it('closes the chosen symbol’s positions after saying how many, and leaves the others open', async () => {
    if (!app.hasServer()) return; // Needs the broker server's API and socket.
    const client = await DemoClient.signIn(app.baseUrl());
    // Left over by an earlier, failed run: start from none on this symbol.
    for (const order of await client.openOrders()) if (order.symbol === SYMBOL) await client.close(order.id);
    const first = await client.place({ symbol: SYMBOL, amount: 0.1 });
    const second = await client.place({ symbol: SYMBOL, amount: 0.2, type: 'Sell' });
    const other = await client.place({ symbol: OTHER, amount: 1 });
    try {
      const page = await app.openSignedIn('/transactions', { viewport: VIEWPORTS.desktop });
      await page.getByTestId(`open-row-${first.id}`).waitFor({ timeout: STEP_TIMEOUT_MS });
      await page.getByRole('button', { name: texts.open }).click();
      const dialog = page.getByRole('dialog', { name: texts.title });
      await dialog.getByText(texts.count).waitFor({ timeout: STEP_TIMEOUT_MS });
      await dialog.getByLabel(texts.symbol).selectOption(SYMBOL);
      await dialog.getByText(texts.countValue(2), { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
      await dialog.getByRole('button', { name: texts.confirm(2) }).click();
      await dialog.getByText(texts.closedCount(2), { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
      await dialog.getByRole('button', { name: texts.done }).click();
      await rowGone(page, first.id);
      await rowGone(page, second.id);
      await page.getByTestId(`open-row-${other.id}`).waitFor({ timeout: STEP_TIMEOUT_MS });
      const open = await client.openOrders();
      assert.equal(open.filter((order) => order.symbol === SYMBOL).length, 0);
      assert.ok(open.some((order) => order.id === other.id));
    } finally {
      await client.close(other.id);
    }
  }, 90_000);

  describe.each([
    ['phone', VIEWPORTS.phone],
    ['desktop', VIEWPORTS.desktop],
  ] as const)('at %s width', (width, viewport) => {
    test.each(['dark', 'light'] as const)(
      'in the %s theme the dialog, the chart’s handles and its order form pass axe',
      async (theme) => {
        if (!app.hasServer()) return;
        mkdirSync(SHOTS_DIR, { recursive: true });
        const client = await DemoClient.signIn(app.baseUrl());
        const held = await client.place({ symbol: SYMBOL, amount: 0.1 });
        const stops = {
          stopLoss: Math.round(held.price * 90) / 100,
          takeProfit: Math.round(held.price * 110) / 100,
        };
        const edited = await sendApi(app.baseUrl(), 'PUT', `/orders/update/${held.id}`, stops, client.token);
        assert.ok(edited.status, `stops refused: ${edited.message}`);
        try {
          const page = await app.openSignedIn('/transactions', { viewport });
          await useTheme(page.context(), theme);
          await page.reload();
          await page.getByRole('button', { name: texts.open }).click();
          const dialog = page.getByRole('dialog', { name: texts.title });
          await dialog.getByText(texts.count).waitFor({ timeout: STEP_TIMEOUT_MS });
          await page.screenshot({ path: path.join(SHOTS_DIR, `${width}-${theme}-dialog.png`) });
          expect(await blockingViolations(page)).toEqual([]);
          await dialog.getByRole('button', { name: tr.confirm.dismiss }).click();

          await page.goto(`/chart/${SYMBOL}`);
          // The handles of the position's stop loss and take profit, drawn on the canvas's scale.
          await page
            .getByRole('button', { name: new RegExp(`^ZD · ${SYMBOL} .*Zarar Durdur`) })
            .first()
            .waitFor({ timeout: STEP_TIMEOUT_MS });
          // The form for a waiting order at a price, opened from the keyboard's way in.
          await page.getByRole('button', { name: tr.chart.placeOpen }).click();
          await page.getByRole('form', { name: tr.chart.placeTitle }).waitFor({ timeout: STEP_TIMEOUT_MS });
          await page.screenshot({
            path: path.join(SHOTS_DIR, `${width}-${theme}-chart.png`),
            fullPage: true,
          });
          expect(await blockingViolations(page)).toEqual([]);
        } finally {
          await client.close(held.id);
        }
      },
      90_000,
    );
  });
});
