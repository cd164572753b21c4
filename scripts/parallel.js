// node scripts/parallel.js <script>... — runs npm scripts side by side, at most one per core at a
// time (PARALLEL_JOBS overrides), starting them in the order given as cores come free, and prints
// each one's output in one piece when it ends. With four one-core jobs (eslint, two tsc, webpack)
// on two cores, a core that finishes early takes the next job instead of waiting for its pair, so
// list the longest first. Exits with the first failing script's code, once every started script
// has ended; after a failure no further script is started.
const { spawn } = require('node:child_process');
const os = require('node:os');

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/parallel.js <npm script>...');
  process.exit(2);
}
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const startedMs = Date.now();

function jobLimit() {
  const asked = Number(process.env.PARALLEL_JOBS);
  return Number.isInteger(asked) && asked > 0 ? asked : os.availableParallelism();
}

function run(script) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    const ownStartMs = Date.now();
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (ms) => (ms / 1000).toFixed(1);
      const took = `${seconds(Date.now() - ownStartMs)} s, ended at ${seconds(Date.now() - startedMs)} s`;
      process.stdout.write(Buffer.concat(output));
      console.log(`[${script}] ${code === 0 ? 'done' : `failed (${code})`}: ${took}`);
      resolve(code ?? 1);
    });
  });
}

async function lane(queue, codes) {
  for (let script = queue.shift(); script !== undefined; script = queue.shift()) {
    if (codes.some((code) => code !== 0)) return;
    codes.push(await run(script));
  }
}

async function main() {
  const queue = [...scripts];
  const codes = [];
  const lanes = Array.from({ length: Math.min(jobLimit(), scripts.length) }, () => lane(queue, codes));
  await Promise.all(lanes);
  process.exit(codes.find((code) => code !== 0) ?? 0);
}

main();
