#!/usr/bin/env node
// `npm start`: builds what is missing or stale, then runs the compiled server. The SPA is built
// when dist/index.html is absent; the server when dist-server is absent or older than any of its
// sources. The server process gets SIGINT/SIGTERM passed on so it can close with grace, and runs
// with the memory settings of server-memory.js.
const { spawn, spawnSync } = require('node:child_process');
const { existsSync, statSync } = require('node:fs');
const path = require('node:path');
const { SERVER_ENTRY: serverEntry, newestMtimeMs } = require('./server-build');
const { SERVER_NODE_ARGS, serverEnv } = require('./server-memory');

const root = path.resolve(__dirname, '..');
const SERVER_SOURCES = [
  'server/src',
  'contract',
  'src/i18n/tr.ts',
  'tsconfig.server.json',
  'tsconfig.base.json',
];

function npmRun(script) {
  console.log(`> npm run ${script}`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  return spawnSync(npm, ['run', script], { cwd: root, stdio: 'inherit' }).status ?? 1;
}

if (!existsSync(path.join(root, 'dist', 'index.html'))) {
  if (npmRun('build:web') !== 0) {
    console.error('Building the web app failed.');
    process.exit(1);
  }
}

const sourcesMtimeMs = Math.max(...SERVER_SOURCES.map((source) => newestMtimeMs(path.join(root, source))));
if (!existsSync(serverEntry) || statSync(serverEntry).mtimeMs < sourcesMtimeMs) {
  const status = npmRun('build:server');
  // tsc still writes its output when some file has a type error; start if the entry is fresh.
  if (!existsSync(serverEntry) || statSync(serverEntry).mtimeMs < sourcesMtimeMs) {
    console.error('Building the server failed.');
    process.exit(1);
  }
  if (status !== 0) console.warn('The server build reported type errors; starting the emitted code anyway.');
}

const serverArgs = [...SERVER_NODE_ARGS, serverEntry];
const serverOptions = { cwd: root, stdio: 'inherit', env: serverEnv(process.env) };
const server = spawn(process.execPath, serverArgs, serverOptions);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
