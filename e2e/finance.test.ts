// /Finance against the real broker server, in Chromium (issue 13): a new customer trades twice on
// the practice account (opened and closed through the REST API, the ticket has its own test),
// opens /Finance, finds this month's row, downloads the month's statement CSV through the page and
// reads it: it starts with the BOM, and its summary equals the row on screen to the cent, with a
// closing balance equal to the account's balance. The closed-trades export of the month holds the
// two trades and a total equal to the month's realized profit.
import assert from 'node:assert/strict';
import type { Download, Page } from 'playwright-core';
import type { Order } from '../contract/entities';
import { serverTexts } from '../contract/server-texts';
import type { TradingAccount } from '../contract/wallet';
import { EQUITY_RANGES } from '../src/features/finance/equity-range';
import { tr } from '../src/i18n/tr-signed-in';
import { newCustomerPayload, sendApi } from './support/api';
import { useApp, VIEWPORTS } from './support/app';

const STEP_TIMEOUT_MS = 15_000;
const SYMBOL = 'BTCUSD';
const TRADES = 2;
const BOM = '\uFEFF';
/** Istanbul is UTC+3 all year: the statements' day and month. */
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;
const PRICE_WAIT_MS = 500;

const currentMonth = () => new Date(Date.now() + ISTANBUL_OFFSET_MS).toISOString().slice(0, 7);

/** RFC 4180 fields: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** The label → value pairs of a titled section: the title line, a heading line, then pairs. */
function sectionPairs(rows: string[][], title: string): Map<string, string> {
  const start = rows.findIndex((row) => row[0] === title);
  assert.ok(start >= 0, `no section '${title}' in the statement`);
  const pairs = new Map<string, string>();
  for (const row of rows.slice(start + 2)) {
    if (!row[0]) break;
    pairs.set(row[0], row[1]);
  }
  return pairs;
}

async function readDownload(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const cents = (text: string | null | undefined) => Math.round(Number(text) * 100);

/** The figures of a month's row on the page, as its cells show them. */
async function rowFigures(page: Page, month: string): Promise<Record<string, string>> {
  const row = page.getByTestId('months-table').locator(`tr[data-month="${month}"]`);
  await row.waitFor({ timeout: STEP_TIMEOUT_MS });
  return row
    .locator('[data-figure]')
    .evaluateAll((cells) =>
      Object.fromEntries(cells.map((cell) => [cell.getAttribute('data-figure'), cell.textContent ?? ''])),
    );
}

describe('/Finance', () => {
  const app = useApp();

  it("shows this month's row, downloads its statement (CSV with the same figures, PDF) and the closed trades", async () => {
    if (!app.hasServer()) return; // Needs the broker server's API.
    const customer = newCustomerPayload({
      emailPrefix: 'finans',
      name: 'Ayşe',
      surname: 'Öztürk',
      password: 'Finans123!',
    });
    const registered = await sendApi(app.baseUrl(), 'POST', '/users/register', customer);
    assert.ok(registered.status, `register failed: ${registered.message}`);
    const login = await sendApi<{ token: string }>(app.baseUrl(), 'POST', '/users/login', {
      identifier: customer.email,
      password: customer.password,
    });
    const token = login.data?.token;
    assert.ok(token, `login failed: ${login.message}`);
    const call = <T>(method: string, url: string, body?: unknown) =>
      sendApi<T>(app.baseUrl(), method, url, body, token);

    // Two trades on the practice account, each opened and closed at once (crypto trades all week).
    for (let trade = 0; trade < TRADES; trade += 1) {
      const payload = {
        symbol: SYMBOL,
        type: trade === 0 ? 'Buy' : 'Sell',
        amount: 0.01,
        marketLimit: null,
        stopLoss: null,
        takeProfit: null,
      };
      let placed = await call<Order>('POST', '/orders', payload);
      // The feed's first price may not be in yet on a fresh server.
      for (let attempt = 0; !placed.status && attempt < 20; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, PRICE_WAIT_MS));
        placed = await call<Order>('POST', '/orders', payload);
      }
      assert.ok(placed.status && placed.data, `placing failed: ${placed.message}`);
      const closed = await call('PUT', '/orders/close', { id: placed.data.id });
      assert.ok(closed.status, `closing failed: ${closed.message}`);
    }
    const accounts = await call<TradingAccount[]>('GET', '/users/accounts');
    const practice = accounts.data?.find((account) => account.active);
    assert.equal(practice?.kind, 'practice');

    const page = await app.open('/sign-in', { viewport: VIEWPORTS.desktop });
    await app.signIn(page, { identifier: customer.email, password: customer.password });
    await page.goto('/Finance');
    await page.getByRole('heading', { name: tr.finance.months.title }).waitFor({ timeout: STEP_TIMEOUT_MS });
    const month = currentMonth();
    const monthName = `${tr.finance.monthNames[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;
    const shown = await rowFigures(page, month);
    expect(shown.closedTrades).toBe(String(TRADES));
    expect(cents(shown.closingBalance)).toBe(cents(String(practice.balance)));
    // The month adds up: opening + deposits − withdrawals + realized + swap − commission + other.
    expect(
      cents(shown.openingBalance) +
        cents(shown.deposits) -
        cents(shown.withdrawals) +
        cents(shown.realized) +
        cents(shown.swap) -
        cents(shown.commission) +
        cents(shown.other),
    ).toBe(cents(shown.closingBalance));

    // The curve ends on the account's balance, whichever range is picked (the server serves each).
    const figures = page.getByTestId('equity-figures');
    for (const range of EQUITY_RANGES) {
      const tab = page.getByRole('tab', { name: tr.finance.equity.rangeNames[range] });
      await tab.click();
      await page.waitForFunction(
        (name) =>
          [...document.querySelectorAll('[role="tab"]')].some(
            (element) =>
              element.textContent?.includes(name) && element.getAttribute('aria-selected') === 'true',
          ),
        tr.finance.equity.rangeNames[range],
      );
      await figures.locator('[data-figure="end"] dd').waitFor({ timeout: STEP_TIMEOUT_MS });
      expect(await figures.locator('[data-figure="end"] dd').textContent()).toBe(
        `${practice.balance.toFixed(2)} USD`,
      );
    }

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: STEP_TIMEOUT_MS }),
      page.getByRole('button', { name: tr.finance.months.download(monthName, 'CSV') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`ekstre-${month}.csv`);
    const text = await readDownload(download);
    expect(text.startsWith(BOM)).toBe(true);

    const summaryTexts = serverTexts.finance.summary;
    const summary = sectionPairs(parseCsv(text.slice(BOM.length)), serverTexts.finance.statement.summary);
    const fromCsv = {
      openingBalance: summary.get(summaryTexts.openingBalance),
      deposits: summary.get(summaryTexts.deposits),
      withdrawals: summary.get(summaryTexts.withdrawals),
      realized: summary.get(summaryTexts.realized),
      swap: summary.get(summaryTexts.swap),
      commission: summary.get(summaryTexts.commission),
      other: summary.get(summaryTexts.other),
      closingBalance: summary.get(summaryTexts.closingBalance),
      closedTrades: summary.get(summaryTexts.closedTrades),
    };
    expect(fromCsv).toEqual(shown);
    expect(cents(fromCsv.closingBalance)).toBe(cents(String(practice.balance)));
    await page.getByText(tr.finance.downloaded(`ekstre-${month}.csv`)).waitFor({ timeout: STEP_TIMEOUT_MS });

    // The same month as PDF.
    const [pdf] = await Promise.all([
      page.waitForEvent('download', { timeout: STEP_TIMEOUT_MS }),
      page.getByRole('button', { name: tr.finance.months.download(monthName, 'PDF') }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`ekstre-${month}.pdf`);
    expect((await readDownload(pdf)).startsWith('%PDF-')).toBe(true);

    // The closed-trades export of this month so far (the form's default days): the two trades and
    // a total row whose profit is the month's realized figure.
    const exportForm = page.getByRole('form', { name: tr.finance.export.title });
    const from = await exportForm.getByLabel(tr.finance.export.from).inputValue();
    const to = await exportForm.getByLabel(tr.finance.export.to).inputValue();
    expect(from).toBe(`${month}-01`);
    const [closedTrades] = await Promise.all([
      page.waitForEvent('download', { timeout: STEP_TIMEOUT_MS }),
      exportForm.getByRole('button', { name: tr.finance.export.submit }).click(),
    ]);
    expect(closedTrades.suggestedFilename()).toBe(`kapanan-islemler-${from}-${to}.csv`);
    const exported = await readDownload(closedTrades);
    expect(exported.startsWith(BOM)).toBe(true);
    const lines = parseCsv(exported.slice(BOM.length)).filter((row) => row.some(Boolean));
    expect(lines).toHaveLength(1 + TRADES + 1);
    const total = lines[lines.length - 1];
    expect(total[0]).toBe(serverTexts.finance.statement.total);
    expect(cents(total[total.length - 1])).toBe(cents(shown.realized));
  });
});
