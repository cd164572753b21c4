// `npx tsx bench/positions/chromium-bench.ts` (POSITIONS_BENCH_DIST=<dir> for a build other than
// dist/; CLOSED_TRADES=n to change the 5,000): the built SPA's /transactions in headless Chromium
// at 1440x900 against a loopback server holding CLOSED_TRADES closed trades. Measured inside the
// page: the Kapananlar tab click to its first 20 rows in the DOM, then each 'Daha Fazla' click (with
// the list scrolled to its end) to the new rows in the list (its aria-rowcount) and to the next
// painted frame, until every trade is loaded.
import path from 'node:path';
import { launchChromium } from '../../scripts/chromium';
import { makeOrders } from '../../src/features/positions/test/make-order';
import { startListServer } from './chromium-server';

const CLOSED_TRADES = Number(process.env.CLOSED_TRADES ?? 5000);
const PAGE_SIZE = 20;
const DIST_DIR = path.resolve(process.env.POSITIONS_BENCH_DIST ?? path.join(__dirname, '..', '..', 'dist'));
const READY_TIMEOUT_MS = 60_000;
const REPORT_AT_ROWS = [20, 1000, 2000, 3000, 4000, 4980];

interface AppendTiming {
  rowsBefore: number;
  domMs: number;
  paintMs: number;
}

/** Runs in the page: clicks 'Daha Fazla' until the list is complete, timing each append. Before
 * each click the list's scroll box is scrolled to its end (untimed), as a customer paging through
 * the history would be. */
async function appendAll(total: number): Promise<{ first: AppendTiming; appends: AppendTiming[] }> {
  const table = () => document.querySelector('[data-testid="closed-list"]') as HTMLTableElement | null;
  // The list renders only the rows in view; aria-rowcount counts the loaded ones (plus the header).
  const loaded = () => Number(table()?.getAttribute('aria-rowcount') ?? '1') - 1;
  const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  function untilLoaded(count: number): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (loaded() >= count) {
          observer.disconnect();
          resolve();
        }
      };
      const observer = new MutationObserver(check);
      // The table's row count only, once the table exists: watching the whole document would make
      // the measurement itself grow with the list.
      const target = table();
      if (target) observer.observe(target, { attributes: true, attributeFilter: ['aria-rowcount'] });
      else observer.observe(document.body, { childList: true, subtree: true });
      check();
    });
  }
  async function measure(click: () => void, rowsAfter: number, rowsBefore: number): Promise<AppendTiming> {
    const start = performance.now();
    click();
    await untilLoaded(rowsAfter);
    const domMs = performance.now() - start;
    await nextFrame();
    return { rowsBefore, domMs, paintMs: performance.now() - start };
  }
  const tab = [...document.querySelectorAll('[role="tab"]')].find(
    (node) => node.textContent === 'Kapananlar',
  );
  const first = await measure(() => (tab as HTMLElement).click(), 1, 0);
  const appends: AppendTiming[] = [];
  while (loaded() < total) {
    const more = [...document.querySelectorAll('button')].find(
      (button) => button.textContent === 'Daha Fazla',
    );
    if (!more) throw new Error(`no 'Daha Fazla' at ${loaded()} rows`);
    while (more.disabled) await nextFrame();
    const box = table()?.parentElement;
    if (box) box.scrollTop = box.scrollHeight;
    await nextFrame();
    await nextFrame();
    const rows = loaded();
    appends.push(await measure(() => more.click(), rows + 1, rows));
  }
  return { first, appends };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
const describe = (timing: AppendTiming) =>
  `${fmt(timing.domMs)} to the DOM, ${fmt(timing.paintMs)} to the next frame`;

async function main(): Promise<void> {
  const closed = makeOrders(
    CLOSED_TRADES,
    1,
    { status: 'closed', closePrice: 1.0901, closeAt: '2026-11-04T18:00:01' },
    'c',
  );
  const server = await startListServer(DIST_DIR, closed, PAGE_SIZE);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'tr-TR' });
    // tsx (esbuild) wraps named functions in a __name() helper; the page needs it for appendAll.
    await context.addInitScript('window.__name = (fn) => fn;');
    await context.addInitScript(() => {
      const persist = JSON.stringify({ version: -1, rehydrated: true });
      window.localStorage.setItem(
        'userToken',
        JSON.stringify({ token: JSON.stringify('bench'), _persist: persist }),
      );
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/transactions`);
    await page.getByRole('tab', { name: 'Kapananlar' }).waitFor({ timeout: READY_TIMEOUT_MS });
    const { first, appends } = await page.evaluate(appendAll, CLOSED_TRADES);
    const rows = await page.locator('[data-testid^="closed-row-"]').count();
    const loaded = Number(await page.getByTestId('closed-list').getAttribute('aria-rowcount')) - 1;
    // The window assumes fixed row heights: show what the browser really laid out.
    const rowHeights = await page.$$eval('[data-testid^="closed-row-"]', (trs) => [
      ...new Set(trs.map((tr) => tr.getBoundingClientRect().height)),
    ]);

    console.log(`positions list bench (Chromium ${browser.version()}, SPA from ${DIST_DIR})`);
    console.log(`first page of ${PAGE_SIZE}: ${describe(first)}`);
    for (const at of REPORT_AT_ROWS) {
      const append = appends.find((timing) => timing.rowsBefore === at);
      if (append) console.log(`append ${PAGE_SIZE} rows to ${at} loaded: ${describe(append)}`);
    }
    const early = appends.slice(0, 10);
    const late = appends.slice(-10);
    console.log(
      `append median, first 10 pages: ${fmt(median(early.map((t) => t.domMs)))} DOM / ${fmt(median(early.map((t) => t.paintMs)))} frame`,
    );
    console.log(
      `append median, last 10 pages (${CLOSED_TRADES - 10 * PAGE_SIZE}+ rows loaded): ${fmt(median(late.map((t) => t.domMs)))} DOM / ${fmt(median(late.map((t) => t.paintMs)))} frame`,
    );
    console.log(
      `rows loaded: ${loaded}, rows in the DOM: ${rows}, row heights laid out: ${rowHeights.join(', ')} px`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
