// npm run bench:start: runs steps.ts in a process with the memory settings that `npm start` gives
// the server (scripts/server-memory.js; glibc reads its setting only as a process starts), so the
// memory measured is the memory the started server holds.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { SERVER_NODE_ARGS, serverEnv } from '../../scripts/server-memory';

const steps = path.join(__dirname, 'steps.ts');
const args = [...process.execArgv, ...SERVER_NODE_ARGS, steps, ...process.argv.slice(2)];
const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: serverEnv(process.env) });
process.exit(result.status ?? 1);
