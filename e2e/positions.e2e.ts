// Browser test of the positions screens against the real server, in Chromium:
// `npx tsx e2e/positions.e2e.ts` (POSITIONS_E2E_DIST=<dir> uses that SPA build, default dist/).
// Opens two positions, partially closes one, edits its stop and take (a refused pair first), closes
// it fully from the list, cancels a waiting order, pages the closed list, opens a closed trade's
// detail and an unknown one, checking the lists, texts and toasts on the way.
import assert from 'node:assert/strict';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../scripts/chromium';
import { DemoClient } from './positions-setup';
import { startPositionsServer } from './positions-server';

const DIST_DIR = path.resolve(process.env.POSITIONS_E2E_DIST ?? path.join(__dirname, '..', 'dist'));
/** More closed trades than one page (the server pages by 20). */
const CLOSED_TRADES = 22;
const STEP_TIMEOUT_MS = 15_000;
const SYMBOL = 'ETHUSD';

let stepNumber = 0;
function step(title: string): void {
  stepNumber += 1;
  console.log(`  ${stepNumber}. ${title}`);
}

/** The redux-persist entry that holds the token, so the SPA starts signed in. */
function persistedToken(token: string): string {
  return JSON.stringify({
    token: JSON.stringify(token),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });
}

async function seeText(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: STEP_TIMEOUT_MS });
}

async function run(page: Page, baseUrl: string, client: DemoClient): Promise<void> {
  step('open two positions, a waiting order and 22 closed trades through the API');
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

  step('/transactions lists both positions with live prices and the account summary');
  await page.goto(`${baseUrl}/transactions`);
  const firstRow = page.getByTestId(`open-row-${first.id}`);
  await firstRow.waitFor({ timeout: STEP_TIMEOUT_MS });
  await page.getByTestId(`open-row-${second.id}`).waitFor();
  assert.match(await firstRow.innerText(), /0\.05/);
  assert.match(await page.getByTestId(`open-row-${second.id}`).innerText(), /Satış/);
  await page.getByTestId('summary-balance').waitFor();
  const priceBefore = await firstRow.locator('td').nth(4).innerText();
  await page.waitForFunction(
    ([id, before]) =>
      document.querySelector(`[data-testid="open-row-${id}"] td:nth-child(5)`)?.textContent !== before,
    [first.id, priceBefore] as const,
    { timeout: STEP_TIMEOUT_MS },
  );

  step('partially close 0.02 lots of the first position on /position/:id');
  await firstRow.getByRole('link', { name: SYMBOL }).click();
  await page.waitForURL(`**/position/${first.id}`);
  await page.getByRole('button', { name: 'Pozisyonu Kapat' }).waitFor();
  const amount = page.getByRole('textbox', { name: 'Kapatılacak Miktar (Lot)' });
  await amount.fill('0.02');
  await page.getByRole('button', { name: '0.02 Lot Kapat' }).click();
  await seeText(page, '0.02 Lot Kapatıldı.');
  await page.waitForURL('**/transactions');
  await page.waitForFunction(
    (id) => document.querySelector(`[data-testid="open-row-${id}"] td:nth-child(2)`)?.textContent === '0.03',
    first.id,
    { timeout: STEP_TIMEOUT_MS },
  );

  step('edit its stop and take: a refused pair warns, a good pair says Güncelleme Başarılı');
  await firstRow.getByRole('link', { name: SYMBOL }).click();
  await page.getByRole('tab', { name: 'Düzenle' }).click();
  const stop = page.getByRole('textbox', { name: 'Zarar Durdur' });
  const take = page.getByRole('textbox', { name: 'Kar Al' });
  const stopPrice = Math.round(first.price * 0.8);
  const takePrice = Math.round(first.price * 1.2);
  await stop.fill(String(takePrice));
  await take.fill(String(stopPrice));
  await page.getByRole('button', { name: 'Güncelle' }).click();
  await seeText(page, 'Zarar durdur fiyatı pozisyonun zarar tarafında olmalıdır.');
  assert.match(page.url(), new RegExp(`/position/${first.id}$`));
  await stop.fill(String(stopPrice));
  await take.fill(String(takePrice));
  await page.getByRole('button', { name: 'Güncelle' }).click();
  await seeText(page, 'Güncelleme Başarılı');
  await page.waitForURL('**/transactions');
  await page.waitForFunction(
    ([id, text]) =>
      document.querySelector(`[data-testid="open-row-${id}"] td:nth-child(6)`)?.textContent?.startsWith(text),
    [first.id, String(stopPrice)] as const,
    { timeout: STEP_TIMEOUT_MS },
  );

  step('close it fully with Kapat in the list');
  await firstRow.getByRole('button', { name: 'Kapat' }).click();
  await seeText(page, 'Pozisyon Kapatıldı.');
  await firstRow.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
  assert.ok(await page.getByTestId(`open-row-${second.id}`).isVisible());

  step('cancel the waiting order under Bekleyenler');
  await page.getByRole('tab', { name: 'Bekleyenler' }).click();
  const waitingRow = page.getByTestId(`waiting-row-${waiting.id}`);
  await waitingRow.getByRole('button', { name: 'İptal' }).click();
  await seeText(page, 'İptal Edildi');
  await seeText(page, 'Herhangi bir veri yok.');

  step('page the closed list: 20, then the rest, then Başka Veri Bulunmamaktadır.');
  await page.getByRole('tab', { name: 'Kapananlar' }).click();
  const closedRows = page.locator('[data-testid^="closed-row-"]');
  await page.getByRole('button', { name: 'Daha Fazla' }).waitFor({ timeout: STEP_TIMEOUT_MS });
  assert.equal(await closedRows.count(), 20);
  await page.getByRole('button', { name: 'Daha Fazla' }).click();
  await seeText(page, 'Başka Veri Bulunmamaktadır.');
  // 22 trades closed by the API, the partial close's closed part and the full close.
  assert.equal(await closedRows.count(), CLOSED_TRADES + 2);

  step("open a closed trade's detail, then an unknown one");
  await page.getByTestId(`closed-row-${first.id}`).getByRole('link', { name: SYMBOL }).click();
  await page.waitForURL(`**/closed/${first.id}`);
  await seeText(page, 'Kullanıcı tarafından kapatıldı');
  await seeText(page, String(stopPrice.toFixed(2)));
  await page.goto(`${baseUrl}/closed/999999`);
  await seeText(page, 'Bir Hata Oluştu ve Kapanan Pozisyon Bulunamadı.');
}

async function main(): Promise<void> {
  console.log(`positions browser test (SPA from ${DIST_DIR})`);
  const server = await startPositionsServer(DIST_DIR);
  const browser = await launchChromium();
  try {
    const client = await DemoClient.signIn(server.url);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'tr-TR' });
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      'userToken',
      persistedToken(client.token),
    ] as const);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await run(page, server.url, client);
    console.log(`positions browser test passed (${stepNumber} steps)`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('positions browser test FAILED:', error);
    process.exit(1);
  },
);
