// Whether dist-server/ is newer than everything `npm run build:server` compiles, so a pass that
// runs the compiled server (test:cluster, npm start) can skip a build that `npm test` has just
// done: the server's tsc takes about half a minute of one core.
const { existsSync, readdirSync, statSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const SERVER_ENTRY = path.join(root, 'dist-server', 'server', 'src', 'main.js');
const SERVER_TSCONFIG = path.join(root, 'tsconfig.server.json');

function newestMtimeMs(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtimeMs(path.join(target, entry)));
  return newest;
}

/** The folders tsconfig.server.json compiles, and the two config files themselves. */
function compiledSources() {
  const ts = require('typescript');
  const { config, error } = ts.readConfigFile(SERVER_TSCONFIG, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return [...config.include, 'tsconfig.server.json', 'tsconfig.base.json'];
}

/** True when the compiled entry exists and no source the build reads is newer than it. */
function serverBuildIsFresh(sources = compiledSources()) {
  if (!existsSync(SERVER_ENTRY)) return false;
  const newestSourceMs = Math.max(...sources.map((source) => newestMtimeMs(path.join(root, source))));
  return statSync(SERVER_ENTRY).mtimeMs >= newestSourceMs;
}

module.exports = { SERVER_ENTRY, newestMtimeMs, serverBuildIsFresh };
