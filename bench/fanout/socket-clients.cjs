// The fan-out bench's socket clients `from` .. `from + count - 1`, in a process of their own (forked
// by client-processes.ts), so parsing frames runs neither on the server's thread nor in its
// process. Each client counts its
// messages; every SAMPLE_EVERY-th client also records when a price of the latency symbol arrived,
// so the bench can match it with the moment its tick entered the engine.
const { performance } = require('node:perf_hooks');
const WebSocket = require('ws');

const { url, from, count, latencySymbol, connectBatch, sampleEvery } = JSON.parse(process.env.FANOUT_CLIENTS);
/** Bound on recorded samples (pairs of bid and arrival time). */
const SAMPLES_MAX = 1_000_000;
const sockets = [];
let messages = 0;
let frames = 0;
let samples = [];
let ready = 0;
let closing = false;
const RETRY_MS = 200;
let cpuAtReset = process.cpuUsage();

const nowMs = () => performance.timeOrigin + performance.now();

function onFrame(data, sampled) {
  const arrivedMs = nowMs();
  frames += 1;
  const list = JSON.parse(data.toString());
  messages += list.length;
  if (!sampled) return;
  for (const message of list) {
    if (message.type === 'price' && message.symbol === latencySymbol && samples.length < SAMPLES_MAX) {
      samples.push(message.bid, arrivedMs);
    }
  }
}

function connect(index) {
  // The server sends valid UTF-8 (JSON text); checking it again only spends the clients' CPU, which
  // on a 2-core machine is CPU the server's processes do not get.
  const socket = new WebSocket(`${url}?auth=tok-u${index}`, { skipUTF8Validation: true });
  const sampled = index % sampleEvery === 0;
  let counted = false;
  socket.on('message', (data) => {
    onFrame(data, sampled);
    if (!counted) {
      counted = true;
      ready += 1;
      if (ready === count) process.send({ type: 'ready' });
    }
  });
  // A connection refused while thousands are opened at once (a full accept queue) tries again.
  socket.on('error', () => undefined);
  socket.on('close', () => {
    if (!counted && !closing) setTimeout(() => connect(index), RETRY_MS);
  });
  sockets.push(socket);
}

async function connectAll() {
  for (let index = from; index < from + count; index += connectBatch) {
    for (let offset = index; offset < Math.min(from + count, index + connectBatch); offset += 1)
      connect(offset);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

process.on('message', (command) => {
  if (command === 'reset') {
    cpuAtReset = process.cpuUsage();
    messages = 0;
    frames = 0;
    samples = [];
  } else if (command === 'report') {
    const cpu = process.cpuUsage(cpuAtReset);
    process.send({ type: 'report', messages, frames, samples, cpuMicros: cpu.user + cpu.system });
  } else if (command === 'close') {
    closing = true;
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));

if (count === 0) process.send({ type: 'ready' });
void connectAll();
