// node scripts/parallel.js <script>... — runs npm scripts at the same time (each is one process
// that uses one core: eslint, tsc, webpack) and prints each one's output in one piece when it ends,
// so `npm test` uses both cores of a small machine. Exits with the first failing script's code.
const { spawn } = require('node:child_process');

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/parallel.js <npm script>...');
  process.exit(2);
}
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const startedMs = Date.now();

const runs = scripts.map(
  (script) =>
    new Promise((resolve) => {
      const child = spawn(npm, ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code) => {
        const seconds = ((Date.now() - startedMs) / 1000).toFixed(1);
        process.stdout.write(Buffer.concat(output));
        console.log(`[${script}] ${code === 0 ? 'done' : `failed (${code})`} after ${seconds} s`);
        resolve(code ?? 1);
      });
    }),
);

Promise.all(runs).then((codes) => process.exit(codes.find((code) => code !== 0) ?? 0));
