// `npm run bench:ui`: builds the SPA, serves it from a loopback bench server, opens the signed-in
// dashboard in headless Chromium and feeds SYMBOL_COUNT symbols x UPDATES_PER_SECOND prices over
// the socket for FEED_DURATION_MS. Prints frames per second, the longest main-thread task and the
// socket-frame-to-painted-price latency (p50, p99), and whether each meets its goal.
// BENCH_DIST=<dir> reuses a build instead of building again.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../../scripts/chromium';
import { benchSymbols, MARKER_MODULO_MS, MARKER_SYMBOL, PriceWalk, SYMBOL_COUNT } from './bench-symbols';
import { startBenchServer, type BenchServer } from './bench-server';
import { mainThreadTasks } from './main-thread-tasks';
import { probeScript, signedInScript, type ProbeResult } from './page-probe';
import { summarize, formatReport } from './report';

const UPDATES_PER_SECOND = 10;
const FEED_DURATION_MS = 20_000;
/** The feed sends one frame per tick holding every price due by then. */
const FEED_TICK_MS = 10;
const PAGE_READY_TIMEOUT_MS = 60_000;
const VIEWPORT = { width: 1440, height: 900 };
const ROOT_DIR = path.resolve(__dirname, '../..');

function buildSpa(): string {
  if (process.env.BENCH_DIST) return path.resolve(process.env.BENCH_DIST);
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'bench-ui-dist-'));
  console.log(`building the SPA into ${outDir} ...`);
  execFileSync('npx', ['webpack', '--mode', 'production', '--output-path', outDir], {
    cwd: ROOT_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return outDir;
}

/** Sends every price due since the start, SYMBOL_COUNT x UPDATES_PER_SECOND a second, round robin. */
function startFeed(server: BenchServer, walk: PriceWalk, symbols: readonly string[]): () => number {
  const perMs = (symbols.length * UPDATES_PER_SECOND) / 1000;
  const startedAt = Date.now();
  let sent = 0;
  const timer = setInterval(() => {
    const now = Date.now();
    const due = Math.floor((now - startedAt) * perMs);
    if (due <= sent) return;
    const batch = [];
    for (; sent < due; sent += 1) batch.push(walk.next(symbols[sent % symbols.length], now));
    const frame = JSON.stringify(batch);
    for (const client of server.clients()) client.send(frame);
  }, FEED_TICK_MS);
  return () => {
    clearInterval(timer);
    return sent;
  };
}

async function waitForDashboard(page: Page, server: BenchServer): Promise<void> {
  await page.goto(`${server.url}/`);
  await page.waitForSelector(`li[data-symbol="${MARKER_SYMBOL}"]`, { timeout: PAGE_READY_TIMEOUT_MS });
  const deadline = Date.now() + PAGE_READY_TIMEOUT_MS;
  while (server.clients().length === 0) {
    if (Date.now() > deadline) throw new Error('the page never opened its live socket');
    await page.waitForTimeout(100);
  }
}

async function main(): Promise<void> {
  const distDir = buildSpa();
  const symbols = benchSymbols();
  const server = await startBenchServer(distDir, symbols);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    await page.addInitScript(signedInScript('bench-token'));
    await page.addInitScript(probeScript(MARKER_SYMBOL, MARKER_MODULO_MS));
    await waitForDashboard(page, server);

    const walk = new PriceWalk(symbols);
    // 'toplevel' alone: every task with its wall and CPU time, light enough not to skew the run.
    await browser.startTracing(page, { categories: ['toplevel'] });
    await page.evaluate('window.__bench.start()');
    const stopFeed = startFeed(
      server,
      walk,
      symbols.map((info) => info.symbol),
    );
    await page.waitForTimeout(FEED_DURATION_MS);
    const sent = stopFeed();
    const machineLoad = os.loadavg();
    const result = (await page.evaluate('window.__bench.stop()')) as ProbeResult;
    const tasks = mainThreadTasks((await browser.stopTracing()).toString());
    const load = {
      symbols: SYMBOL_COUNT,
      updatesPerSecond: UPDATES_PER_SECOND,
      sent,
      machineLoad,
      cores: os.cpus().length,
    };
    console.log(formatReport(summarize(result, tasks), load));
  } finally {
    await browser.close();
    await server.close();
    // A build made for this run is thrown away with it; BENCH_DIST builds belong to the caller.
    if (!process.env.BENCH_DIST) rmSync(distDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
