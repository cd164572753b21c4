// The server runs both from source (tsx, jest) and compiled (dist-server/server/src); files that
// live beside the sources (migrations, the built SPA in dist/) are found from the repository root.
import { existsSync } from 'node:fs';
import path from 'node:path';

const DEPTH_MAX = 8;

export function findRepoRoot(fromDir: string = __dirname): string {
  let dir = fromDir;
  for (let depth = 0; depth < DEPTH_MAX; depth += 1) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'server', 'src'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return process.cwd();
}
