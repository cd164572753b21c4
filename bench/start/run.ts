// npm run bench:start: runs steps.ts in a process with the allocator setting that `npm start`
// gives the server (scripts/start.js: MALLOC_ARENA_MAX, read by glibc only as a process starts),
// so the memory measured is the memory the started server holds.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const steps = path.join(__dirname, 'steps.ts');
const result = spawnSync(process.execPath, [...process.execArgv, steps, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
});
process.exit(result.status ?? 1);
