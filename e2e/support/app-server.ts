// Starts what the browser tests open: the built broker server (dist-server/) with a fresh
// DATA_DIR and a free PORT, serving the built SPA, the API and the socket. Until the server is
// built it falls back to a static server over dist/, which is enough for the screens without data.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStaticServer } from '../../scripts/static-server';
import { freePort } from './free-port';

const ROOT_DIR = path.resolve(__dirname, '..', '..');
const SERVER_MAIN = path.join(ROOT_DIR, 'dist-server', 'server', 'src', 'main.js');
// An empty database takes the server 15-23 s to answer on a quiet machine; `npm test` starts it
// while the unit tests keep both cores busy, and a loaded machine takes a few times that.
const STARTUP_TIMEOUT_MS = 180_000;
const STARTUP_POLL_MS = 250;
const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningApp {
  url: string;
  backend: 'server' | 'static';
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilServing(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    try {
      // The page is served while the server still starts; health says 200 once it is built.
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(STARTUP_POLL_MS);
  }
  throw new Error(`the server did not answer within ${STARTUP_TIMEOUT_MS} ms:\n${output()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), SHUTDOWN_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function startBuiltServer(): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT_DIR,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(url, child, () => output);
  } catch (error) {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    backend: 'server',
    stop: async () => {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function startApp(): Promise<RunningApp> {
  if (!existsSync(path.join(ROOT_DIR, 'dist', 'index.html'))) {
    throw new Error('dist/ is missing: run "npm run build" before the browser tests');
  }
  if (existsSync(SERVER_MAIN)) return startBuiltServer();
  const server = await startStaticServer({ root: path.join(ROOT_DIR, 'dist') });
  return { url: server.url, backend: 'static', stop: () => server.close() };
}
