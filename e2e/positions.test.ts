// The positions screens against the real broker server, in Chromium. The demo customer opens two
// positions (through the API: the order ticket has its own spec), partially closes one on
// /position/:id, edits its stop and take (a refused pair first), closes it fully from the list,
// cancels a waiting order, pages the closed list and opens a closed trade's detail. Other specs
// share the demo account, so counts are checked as at least, and rows by their own ids.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { tr } from '../src/i18n/tr-signed-in';
import { useApp, VIEWPORTS } from './support/app';
import { DemoClient } from './positions-setup';
import { confirmTrade } from './support/confirm';

const SYMBOL = 'ETHUSD';
/** More closed trades than the server's page of 20. */
const CLOSED_TRADES = 22;
const PAGE_SIZE = 20;
const STEP_TIMEOUT_MS = 15_000;
const texts = tr.positions;

async function see(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: STEP_TIMEOUT_MS });
}

/** Waits until a cell of a row (1-based column) reads as `check` wants. */
async function cellReads(page: Page, rowTestId: string, column: number, expected: string): Promise<void> {
  await page.waitForFunction(
    ([testId, nth, text]) =>
      document
        .querySelector(`[data-testid="${testId}"] td:nth-child(${nth})`)
        ?.textContent?.startsWith(text) ?? false,
    [rowTestId, column, expected] as const,
    { timeout: STEP_TIMEOUT_MS },
  );
}

/** How many orders a list has loaded: it renders only the rows in view, and counts them all in
 * aria-rowcount (with the header row on a desktop). */
async function loadedRows(page: Page, kind: string, headerRows = 1): Promise<number> {
  const count = await page.getByTestId(`${kind}-list`).getAttribute('aria-rowcount');
  return Number(count) - headerRows;
}

/** Scrolls a list's box from its top until the row is rendered, as a customer looking for it would. */
async function scrollToRow(page: Page, kind: string, rowTestId: string): Promise<void> {
  const found = await page.evaluate(
    async ([list, row]) => {
      const box = document.querySelector(`[data-testid="${list}"]`)?.parentElement;
      if (!box) return false;
      const frame = () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      for (let top = 0; top <= box.scrollHeight; top += Math.max(1, box.clientHeight / 2)) {
        box.scrollTop = top;
        await frame();
        const element = document.querySelector(`[data-testid="${row}"]`);
        if (element) {
          element.scrollIntoView({ block: 'nearest' });
          return true;
        }
      }
      return false;
    },
    [`${kind}-list`, rowTestId] as const,
  );
  assert.ok(found, `${rowTestId} is not in the ${kind} list`);
}

describe('positions', () => {
  const app = useApp();

  it('partially closes, edits, closes, cancels, pages the closed list and opens a closed trade', async () => {
    if (!app.hasServer()) return; // Needs the broker server's API and socket.
    const client = await DemoClient.signIn(app.baseUrl());
    const first = await client.place({ symbol: SYMBOL, amount: 0.05 });
    const second = await client.place({ symbol: SYMBOL, amount: 0.02, type: 'Sell' });
    const waiting = await client.place({
      symbol: SYMBOL,
      amount: 0.01,
      marketLimit: Math.round(first.price / 2),
    });
    for (let index = 0; index < CLOSED_TRADES; index += 1) {
      const trade = await client.place({ symbol: SYMBOL, amount: 0.01 });
      await client.close(trade.id);
    }

    // Both positions listed, prices moving live, the account summary above.
    const page = await app.openSignedIn('/transactions', { viewport: VIEWPORTS.desktop });
    const firstRow = page.getByTestId(`open-row-${first.id}`);
    await firstRow.waitFor({ timeout: STEP_TIMEOUT_MS });
    await cellReads(page, `open-row-${first.id}`, 2, '0.05');
    await cellReads(page, `open-row-${second.id}`, 3, texts.sides.Sell);
    await page.getByTestId('summary-balance').waitFor();
    const priceBefore = await firstRow.locator('td').nth(4).innerText();
    await page.waitForFunction(
      ([id, before]) =>
        document.querySelector(`[data-testid="open-row-${id}"] td:nth-child(5)`)?.textContent !== before,
      [first.id, priceBefore] as const,
      { timeout: STEP_TIMEOUT_MS },
    );

    // Partial close of 0.02 lots.
    await firstRow.getByRole('link', { name: SYMBOL }).click();
    await page.waitForURL(`**/position/${first.id}`);
    await page.getByRole('button', { name: texts.fullClose }).waitFor({ timeout: STEP_TIMEOUT_MS });
    await page.getByRole('textbox', { name: texts.closeAmount }).fill('0.02');
    await page.getByRole('button', { name: texts.closeLots('0.02') }).click();
    await confirmTrade(page);
    await see(page, texts.partialClosed('0.02'));
    await page.waitForURL('**/transactions');
    await cellReads(page, `open-row-${first.id}`, 2, '0.03');

    // Stop and take: the server refuses a stop on the winning side, then takes a good pair.
    await firstRow.getByRole('link', { name: SYMBOL }).click();
    await page.getByRole('tab', { name: texts.editTab }).click();
    const stop = page.getByRole('textbox', { name: texts.columns.stopLoss });
    const take = page.getByRole('textbox', { name: texts.columns.takeProfit });
    const stopPrice = Math.round(first.price * 0.8);
    const takePrice = Math.round(first.price * 1.2);
    await stop.fill(String(takePrice));
    await take.fill(String(stopPrice));
    await page.getByRole('button', { name: texts.update }).click();
    await see(page, 'Zarar durdur fiyatı pozisyonun zarar tarafında olmalıdır.');
    assert.match(page.url(), new RegExp(`/position/${first.id}$`));
    await stop.fill(String(stopPrice));
    await take.fill(String(takePrice));
    await page.getByRole('button', { name: texts.update }).click();
    await see(page, texts.updated);
    await page.waitForURL('**/transactions');
    await cellReads(page, `open-row-${first.id}`, 6, String(stopPrice));
    await cellReads(page, `open-row-${first.id}`, 7, String(takePrice));

    // Full close from the list.
    await firstRow.getByRole('button', { name: texts.close }).click();
    await confirmTrade(page);
    await see(page, texts.closed_toast);
    await firstRow.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    assert.ok(await page.getByTestId(`open-row-${second.id}`).isVisible());

    // Cancel the waiting order.
    await page.getByRole('tab', { name: texts.waiting }).click();
    const waitingRow = page.getByTestId(`waiting-row-${waiting.id}`);
    await waitingRow.getByRole('button', { name: texts.cancel }).click();
    await confirmTrade(page);
    await see(page, texts.cancelled);
    await waitingRow.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });

    // Page the closed list to its end.
    await page.getByRole('tab', { name: texts.closed }).click();
    const more = page.getByRole('button', { name: texts.more });
    await more.waitFor({ timeout: STEP_TIMEOUT_MS });
    assert.equal(await loadedRows(page, 'closed'), PAGE_SIZE);
    // Only the rows in view are in the DOM, however many are loaded.
    await page.waitForFunction(
      (pageSize) => document.querySelectorAll('[data-testid^="closed-row-"]').length < pageSize,
      PAGE_SIZE,
      { timeout: STEP_TIMEOUT_MS },
    );
    while (await more.isVisible()) {
      const before = await loadedRows(page, 'closed');
      await more.click();
      await page.waitForFunction(
        (count) =>
          Number(document.querySelector('[data-testid="closed-list"]')?.getAttribute('aria-rowcount')) - 1 >
          count,
        before,
        { timeout: STEP_TIMEOUT_MS },
      );
    }
    await see(page, texts.noMore);
    // Ours: 22 closed by the API, the partial close's closed part and the full close.
    assert.ok((await loadedRows(page, 'closed')) >= CLOSED_TRADES + 2);

    // A closed trade's detail, then one that does not exist.
    await scrollToRow(page, 'closed', `closed-row-${first.id}`);
    await page.getByTestId(`closed-row-${first.id}`).getByRole('link', { name: SYMBOL }).click();
    await page.waitForURL(`**/closed/${first.id}`);
    await see(page, texts.closeReasons.manual);
    await see(page, stopPrice.toFixed(2));
    await page.goto('/closed/999999');
    await page
      .getByRole('alert')
      .filter({ hasText: texts.closedNotFound })
      .waitFor({ timeout: STEP_TIMEOUT_MS });
  });

  it('shows the lists as cards on a phone', async () => {
    if (!app.hasServer()) return;
    const client = await DemoClient.signIn(app.baseUrl());
    const position = await client.place({ symbol: SYMBOL, amount: 0.01 });
    const page = await app.openSignedIn('/transactions', { viewport: VIEWPORTS.phone });
    const row = page.getByTestId(`open-row-${position.id}`);
    await page.getByTestId('open-list').waitFor({ timeout: STEP_TIMEOUT_MS });
    await scrollToRow(page, 'open', `open-row-${position.id}`);
    assert.equal(await page.getByRole('columnheader').count(), 0);
    assert.equal(await row.locator('td').nth(7).getAttribute('data-label'), texts.columns.profit);
    await row.getByRole('button', { name: texts.close }).click();
    await confirmTrade(page);
    await see(page, texts.closed_toast);
  });
});
