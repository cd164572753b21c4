// `npm run dev`: the broker server (from source, restarted by tsx on change) and the webpack dev
// server on http://localhost:3000, which proxies /api and /websocket to it. Ctrl-C stops both;
// if either stops on its own, the other is stopped too.
const { spawn } = require('node:child_process');
const { existsSync } = require('node:fs');
const path = require('node:path');

const ROOT_DIR = path.join(__dirname, '..');
const SERVER_ENTRY = path.join(ROOT_DIR, 'server', 'src', 'main.ts');
const bin = (name) => path.join(ROOT_DIR, 'node_modules', '.bin', name);

const children = [];

function run(label, command, args) {
  const child = spawn(command, args, { cwd: ROOT_DIR, stdio: 'inherit', env: process.env });
  child.on('exit', (code, signal) => {
    console.log(`[dev] ${label} stopped (${signal ?? code})`);
    stopAll(code ?? 0);
  });
  children.push(child);
}

let stopping = false;
function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = exitCode;
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

if (existsSync(SERVER_ENTRY)) {
  run('server', bin('tsx'), ['watch', SERVER_ENTRY]);
} else {
  console.log('[dev] server/src/main.ts does not exist yet: the dev server runs without an API');
}
run('webpack', bin('webpack'), ['serve', '--mode', 'development']);
