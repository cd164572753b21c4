// bench:start's second half (run.ts starts it after steps.ts): the compiled server as `npm start`
// runs it (dist-server, the same memory settings), on an empty database each run: a fresh PGlite
// folder, and with DATABASE_URL a fresh PostgreSQL database made beside the one it names. From the
// process's start it times the first answer to GET /api/health (any status: the port is open), a
// sign-in sent at that moment (it waits for the start and must succeed), and health's first 200
// (the whole server is built); then it idles and reads the process's resident memory.
// BENCH_START_RUNS runs per database (3), BENCH_START_IDLE_S seconds of idling (10).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { SERVER_NODE_ARGS, serverEnv } from '../../scripts/server-memory';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../server/src/demo/demo-accounts';

const RUNS = Number(process.env.BENCH_START_RUNS ?? 3);
const IDLE_S = Number(process.env.BENCH_START_IDLE_S ?? 10);
const POLL_MS = 50;
const GIVE_UP_MS = 300_000;
/** BENCH_START_ENTRY: another build's main.js (to compare with an earlier commit's). */
const ENTRY =
  process.env.BENCH_START_ENTRY ??
  path.join(__dirname, '..', '..', 'dist-server', 'server', 'src', 'main.js');

interface RunFigures {
  firstAnswerS: number;
  firstStatus: number;
  cpuToFirstAnswerS: number;
  signInS: number;
  signInStatus: number;
  readyS: number;
  cpuToReadyS: number;
  idleRssMb: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (since: number) => (performance.now() - since) / 1000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The process's CPU seconds, its reaped children's included (the prepared folder's initdb). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
  return ticks / 100;
}

function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
}

/**
 * A request sent while the server's thread is busy (loading modules, PGlite's start) is answered
 * when it is free: the time waited counts, so the timeout is long.
 */
const REQUEST_TIMEOUT_MS = 120_000;

async function status(url: string, init?: RequestInit): Promise<number | null> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

function signIn(base: string): Promise<number | null> {
  return status(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: DEMO_EMAIL, password: DEMO_PASSWORD }),
  }).then(
    (code) => code,
    () => null,
  );
}

async function waitFor(check: () => Promise<boolean>, child: ChildProcess): Promise<void> {
  const deadline = performance.now() + GIVE_UP_MS;
  while (!(await check())) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (performance.now() > deadline) throw new Error('the server did not start in time');
    await sleep(POLL_MS);
  }
}

async function measure(env: NodeJS.ProcessEnv): Promise<RunFigures> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, ENTRY], {
    env: serverEnv({ ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }),
    stdio: 'ignore',
  });
  try {
    let firstStatus = 0;
    await waitFor(async () => (firstStatus = (await status(`${base}/api/health`)) ?? 0) > 0, child);
    const firstAnswerS = seconds(started);
    const cpuToFirstAnswerS = cpuSeconds(child.pid ?? 0);
    const signingIn = signIn(base).then((code) => ({ code, at: seconds(started) }));
    await waitFor(async () => (await status(`${base}/api/health`)) === 200, child);
    const readyS = seconds(started);
    const cpuToReadyS = cpuSeconds(child.pid ?? 0);
    const signedIn = await signingIn;
    await sleep(IDLE_S * 1000);
    const idleRssMb = residentMb(child.pid ?? 0);
    return {
      firstAnswerS,
      firstStatus,
      cpuToFirstAnswerS,
      signInS: signedIn.at,
      signInStatus: signedIn.code ?? 0,
      readyS,
      cpuToReadyS,
      idleRssMb,
    };
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** Runs `run` on a new empty database beside DATABASE_URL's, dropped afterwards. */
async function withFreshPostgres<T>(databaseUrl: string, index: number, run: (url: string) => Promise<T>) {
  const name = `bench_start_${process.pid}_${index}`;
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function withFreshFolder<T>(run: (dataDir: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kaldirac-start-'));
  try {
    return await run(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function spread(values: readonly number[], digits: number): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  return [sorted[0], median, sorted[sorted.length - 1]].map((value) => value.toFixed(digits)).join(' / ');
}

function report(label: string, runs: readonly RunFigures[]): void {
  console.log(`${label} (min / median / max of ${runs.length}):`);
  const pick = (key: keyof RunFigures, digits = 1) =>
    spread(
      runs.map((run) => run[key]),
      digits,
    );
  const firstStatus = runs[0].firstStatus;
  console.log(
    `  first answer: ${pick('firstAnswerS')} s (GET /api/health, ${firstStatus}), cpu ${pick('cpuToFirstAnswerS')} s`,
  );
  console.log(`  sign-in sent then: answered at ${pick('signInS')} s (${runs.map((r) => r.signInStatus)})`);
  console.log(`  ready (health 200): ${pick('readyS')} s, cpu to ready ${pick('cpuToReadyS')} s`);
  console.log(`  idle rss after ${IDLE_S} s: ${pick('idleRssMb', 0)} MB`);
}

async function main(): Promise<void> {
  const load = () => os.loadavg()[0].toFixed(1);
  const databaseUrl = process.env.DATABASE_URL;
  const { DATABASE_URL: _ignored, ...withoutUrl } = process.env;
  const pglite: RunFigures[] = [];
  const postgres: RunFigures[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    console.log(`run ${index + 1} of ${RUNS}, load ${load()}`);
    pglite.push(await withFreshFolder((dataDir) => measure({ ...withoutUrl, DATA_DIR: dataDir })));
    if (databaseUrl) {
      const figures = await withFreshPostgres(databaseUrl, index, (url) =>
        measure({ ...withoutUrl, DATABASE_URL: url }),
      );
      postgres.push(figures);
    }
  }
  console.log(`compiled server (npm start's settings), load ${load()} at the end`);
  report('PGlite, fresh folder', pglite);
  if (postgres.length > 0) report('PostgreSQL, fresh database', postgres);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
