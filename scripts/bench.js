// npm run bench:engine | bench:ui — runs a benchmark's TypeScript entry with tsx and passes its
// exit code through. Each entry bounds its own running time and stops by itself.
const { spawnSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const path = require('node:path');

const ENTRIES = {
  engine: 'bench/engine/run.ts',
  ui: 'bench/ui/run.ts',
};

const target = process.argv[2];
const entry = ENTRIES[target];
if (!entry) {
  console.error(`usage: node scripts/bench.js <${Object.keys(ENTRIES).join('|')}>`);
  process.exit(2);
}
const root = path.resolve(__dirname, '..');
if (!existsSync(path.join(root, entry))) {
  console.error(`${entry} does not exist yet`);
  process.exit(1);
}
const result = spawnSync(process.execPath, [require.resolve('tsx/cli'), entry, ...process.argv.slice(3)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
process.exit(result.status ?? 1);
