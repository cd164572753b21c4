// PGlite's WebAssembly stays on V8's baseline compiler (db/wasm-baseline-only.ts). Opening PGlite
// on a new data folder and a few hundred transactions grew the process by 136-145 MB with V8's
// optimizing tier-up (its compilers' memory, never given back) and by 57-62 MB on the baseline
// compiler (PGlite's module, its WebAssembly memory, the compiled code). Measured in a process of
// its own, with the malloc setting the started server runs with.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { serverEnv } from '../../../scripts/server-memory';

// Opening PGlite and a few hundred transactions take seconds when every core is busy.
jest.setTimeout(180_000);

const CHILD = path.join(__dirname, '..', 'helpers', 'pglite-memory-child.ts');
/** About halfway between the two. */
const GROWTH_MAX_MB = 100;

function runChild(): Promise<{ beforeMb: number; afterMb: number }> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--require', require.resolve('tsx/cjs'), CHILD, '800'],
      { env: serverEnv(process.env), timeout: 170_000 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${error.message}\n${stderr}`));
        else resolve(JSON.parse(stdout) as { beforeMb: number; afterMb: number });
      },
    );
  });
}

it("keeps the statements' growth of the process under the optimizing compiler's", async () => {
  const { beforeMb, afterMb } = await runChild();
  expect(afterMb - beforeMb).toBeLessThan(GROWTH_MAX_MB);
});
