#!/usr/bin/env node
// `npm run build:server` unless dist-server/ is already newer than every file it compiles. CI runs
// the cluster pass right after `npm test`, which built the server moments before: building it a
// third time (after typecheck and build) only cost time.
const { spawnSync } = require('node:child_process');
const { serverBuildIsFresh } = require('./server-build');

if (serverBuildIsFresh()) {
  console.log('dist-server/ is newer than its sources: not built again.');
  process.exit(0);
}
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const result = spawnSync(npm, ['run', 'build:server'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
