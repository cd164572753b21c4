// npm run bench:<engine|ui|positions|notifications|robots|copy|finance|orders|fanout|start|cluster> — runs a benchmark's
// TypeScript entries with tsx, one after another in their own processes, and passes the first
// failing exit code through. Each entry bounds its own running time and stops by itself.
const { spawnSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const path = require('node:path');
const { SERVER_NODE_ARGS } = require('./server-memory');

const ENTRIES = {
  engine: 'bench/engine/run.ts',
  ui: 'bench/ui/run.ts',
  // jsdom (React's cost), then the built SPA in Chromium (layout included; needs dist/).
  positions: ['bench/positions/run.ts', 'bench/positions/chromium-bench.ts'],
  notifications: 'bench/notifications/run.ts',
  robots: 'bench/robots/run.ts',
  copy: 'bench/copy/run.ts',
  finance: 'bench/finance/run.ts',
  orders: 'bench/orders/run.ts',
  // The engine thread's CPU per tick behind a gateway (no sockets), then the live sockets in the
  // engine's process and in gateway processes, at 1,000 and 5,000.
  fanout: ['bench/fanout/engine-side.ts', 'bench/fanout/run.ts'],
  // The server's start on a fresh PGlite folder: time and memory per step, then idle.
  start: 'bench/start/run.ts',
  // Needs NATS_URL's NATS, a PostgreSQL (TEST_DATABASE_URL) and build:server.
  cluster: 'bench/cluster/run.ts',
};

// Entries whose own process is the server under test: they run with the flags `npm start` gives the
// server (through NODE_OPTIONS, as tsx starts a node of its own); flags the caller sets come after,
// so they win (for trying other values).
const SERVER_IN_PROCESS = new Set(['orders']);

const target = process.argv[2];
const entries = ENTRIES[target] === undefined ? [] : [ENTRIES[target]].flat();
if (entries.length === 0) {
  console.error(`usage: node scripts/bench.js <${Object.keys(ENTRIES).join('|')}>`);
  process.exit(2);
}
const root = path.resolve(__dirname, '..');
for (const entry of entries) {
  if (!existsSync(path.join(root, entry))) {
    console.error(`${entry} does not exist yet`);
    process.exit(1);
  }
  const result = spawnSync(process.execPath, [require.resolve('tsx/cli'), entry, ...process.argv.slice(3)], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      ...(SERVER_IN_PROCESS.has(target)
        ? { NODE_OPTIONS: [...SERVER_NODE_ARGS, process.env.NODE_OPTIONS ?? ''].join(' ').trim() }
        : {}),
    },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
