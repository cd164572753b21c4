// Run through bench/positions/run.ts. Renders /transactions' Kapananlar list in jsdom against a
// fake server holding CLOSED_TRADES closed trades in pages of PAGE_SIZE, then presses 'Daha Fazla'
// until all are loaded. Prints the time to show the first page, the time of each append as the
// list grows (from the click to the new rows in the DOM, fake network included), and the time of
// one live profit tick on an open list of OPEN_POSITIONS rows.
// Must stay the first import: the modules below look for the browser globals when they load.
import './jsdom-globals';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { SnackbarProvider } from 'notistack';
import { makeStore } from '../../src/app/store';
import { AppThemeProvider } from '../../src/app/theme/app-theme-provider';
import { installFakeApi } from '../../src/test/fake-api';
import { liveMessagesReceived } from '../../src/socket/socket-actions';
import TransactionsPage from '../../src/features/positions/transactions-page';
import { makeOrders, pageBody } from '../../src/features/positions/test/make-order';

const CLOSED_TRADES = Number(process.env.CLOSED_TRADES ?? 5000);
const PAGE_SIZE = 20;
const OPEN_POSITIONS = 200;
const TICKS = 50;
/** Appends reported one by one at these loaded-row counts; all appends go into the summary. */
const REPORT_AT_ROWS = [20, 100, 1000, 2000, 3000, 4000, 4980];

type Ms = number;

/** Wall time and this process's CPU time of one measured step; CPU time stays honest when other
 * processes share the machine, wall time is what a user waits. */
interface Timing {
  wallMs: Ms;
  cpuMs: Ms;
}

async function timed(action: () => void, done: () => boolean): Promise<Timing> {
  const cpuStart = process.cpuUsage();
  const wallStart = performance.now();
  action();
  await waitFor(done);
  const cpu = process.cpuUsage(cpuStart);
  return { wallMs: performance.now() - wallStart, cpuMs: (cpu.user + cpu.system) / 1000 };
}

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

async function waitFor(check: () => boolean, timeoutMs: Ms = 10_000): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > timeoutMs) throw new Error('timed out waiting for the list');
    await pause();
  }
}

/**
 * The list's table and how many orders it holds (its aria-rowcount less the header row: the list
 * renders only the rows in view). Only element properties are read: jsdom's live collections and
 * document-wide selector queries cost it hundreds of milliseconds at 5,000 rows.
 */
const listTable = (kind: string) =>
  document.querySelector(`[data-testid="${kind}-list"]`) as HTMLTableElement | null;
const rowCount = (table: HTMLTableElement | null) =>
  table ? Number(table.getAttribute('aria-rowcount') ?? '1') - 1 : 0;

function findButton(text: string): HTMLButtonElement | undefined {
  return [...document.querySelectorAll('button')].find((button) => button.textContent === text);
}

function percentile(values: Ms[], fraction: number): Ms {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

const fmt = (ms: Ms) => `${ms.toFixed(1)} ms`;
const fmtTiming = ({ wallMs, cpuMs }: Timing) => `${fmt(cpuMs)} CPU (${fmt(wallMs)} wall)`;

function summary(timings: Timing[]): string {
  const cpu = timings.map((timing) => timing.cpuMs);
  const wall = timings.map((timing) => timing.wallMs);
  return `CPU p50 ${fmt(percentile(cpu, 0.5))}, p95 ${fmt(percentile(cpu, 0.95))}; wall p50 ${fmt(percentile(wall, 0.5))}`;
}

async function main() {
  const closed = makeOrders(
    CLOSED_TRADES,
    1,
    { status: 'closed', closePrice: 1.0901, closeAt: '2026-11-04T18:00:01' },
    'c',
  );
  const open = makeOrders(OPEN_POSITIONS, 1, {}, 'o');
  const totalPages = Math.ceil(CLOSED_TRADES / PAGE_SIZE);
  const fake = installFakeApi();
  fake.on('GET /api/orders/transaction', (call) => {
    const page = Number(call.query.get('page'));
    return { body: pageBody(closed.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), page, totalPages) };
  });
  fake.on('GET /api/orders', (call) => {
    const page = Number(call.query.get('page'));
    return { body: pageBody(page === 1 ? open : [], page, 1) };
  });
  fake.on('GET /api/orders/open', { body: pageBody([], 1, 0) });

  const store = makeStore({ userToken: { token: 'bench' } } as Parameters<typeof makeStore>[0]);
  const root = createRoot(document.getElementById('root') as HTMLElement);
  root.render(
    <Provider store={store}>
      <AppThemeProvider>
        <SnackbarProvider>
          <MemoryRouter initialEntries={['/transactions']}>
            <TransactionsPage />
          </MemoryRouter>
        </SnackbarProvider>
      </AppThemeProvider>
    </Provider>,
  );

  // The open list loads first (default tab): time the live tick there, on the rows rendered (jsdom
  // lays nothing out, so the list renders its first screenful).
  await waitFor(() => rowCount(listTable('open')) === OPEN_POSITIONS);
  const tickTimes: Timing[] = [];
  const openTable = listTable('open') as HTMLTableElement;
  const openRows = Array.from(openTable.querySelectorAll<HTMLElement>('[data-testid^="open-row-"]'));
  for (let tick = 0; tick < TICKS; tick += 1) {
    const row = openRows[tick % openRows.length];
    const profit = 100 + tick + 0.25;
    const id = (row.dataset.testid ?? '').replace('open-row-', '');
    const message = { type: 'position' as const, id, profit, lastPrice: 1.1 + tick / 1e4 };
    tickTimes.push(
      await timed(
        () => store.dispatch(liveMessagesReceived([message])),
        () => row.textContent?.includes(profit.toFixed(2)) ?? false,
      ),
    );
  }

  const tab = [...document.querySelectorAll('[role="tab"]')].find(
    (node) => node.textContent === 'Kapananlar',
  ) as HTMLElement;
  const firstPage = await timed(
    () => tab.click(),
    () => rowCount(listTable('closed')) > 0,
  );

  const table = listTable('closed') as HTMLTableElement;
  let rowsLoaded = rowCount(table);
  let more = findButton('Daha Fazla');
  const appendTimes: { rowsBefore: number; timing: Timing }[] = [];
  while (rowsLoaded < CLOSED_TRADES) {
    if (!more?.isConnected) more = findButton('Daha Fazla');
    if (!more) throw new Error(`no 'Daha Fazla' at ${rowsLoaded} rows`);
    const button = more;
    await waitFor(() => !button.disabled);
    const rowsBefore = rowsLoaded;
    const timing = await timed(
      () => button.click(),
      () => rowCount(table) > rowsBefore,
    );
    appendTimes.push({ rowsBefore, timing });
    rowsLoaded = rowCount(table);
  }
  const endText = document.body.textContent?.includes('Başka Veri Bulunmamaktadır.');

  console.log(
    `positions list bench (jsdom, NODE_ENV=${process.env.NODE_ENV ?? 'development'}, node ${process.version})`,
  );
  console.log(`live profit tick, one of ${OPEN_POSITIONS} open rows (${TICKS} ticks): ${summary(tickTimes)}`);
  console.log(`first page of ${PAGE_SIZE} closed trades: ${fmtTiming(firstPage)}`);
  for (const at of REPORT_AT_ROWS) {
    const append = appendTimes.find((entry) => entry.rowsBefore === at);
    if (append) console.log(`append ${PAGE_SIZE} rows to ${at} loaded: ${fmtTiming(append.timing)}`);
  }
  const early = appendTimes.slice(0, 10).map((entry) => entry.timing);
  const late = appendTimes.slice(-10).map((entry) => entry.timing);
  console.log(`appends, first 10 pages: ${summary(early)}`);
  console.log(`appends, last 10 pages (${CLOSED_TRADES - 10 * PAGE_SIZE}+ rows loaded): ${summary(late)}`);
  console.log(
    `rows loaded: ${rowsLoaded}, rows in the DOM: ${table.querySelectorAll('tbody > tr:not([data-spacer])').length}, 'Başka Veri Bulunmamaktadır.' shown: ${endText}`,
  );

  root.unmount();
  fake.restore();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
