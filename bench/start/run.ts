// npm run bench:start: runs steps.ts in a process with the memory settings that `npm start` gives
// the server (scripts/server-memory.js; glibc reads its setting only as a process starts), so the
// memory measured is the memory the started server holds; then first-answer.ts, which starts the
// compiled server itself (built first when stale) on empty databases, times its first answers and
// reads its memory at idle. BENCH_START_PARTS=steps or =process runs only one of the two.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { SERVER_NODE_ARGS, serverEnv } from '../../scripts/server-memory';

const parts = process.env.BENCH_START_PARTS ?? 'steps,process';

function run(args: readonly string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (parts.includes('steps')) {
  const steps = path.join(__dirname, 'steps.ts');
  run([...process.execArgv, ...SERVER_NODE_ARGS, steps, ...process.argv.slice(2)], serverEnv(process.env));
}
if (parts.includes('process')) {
  run([path.join(__dirname, '..', '..', 'scripts', 'build-server-if-stale.js')]);
  run([...process.execArgv, path.join(__dirname, 'first-answer.ts')]);
}
