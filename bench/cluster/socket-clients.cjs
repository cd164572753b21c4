// The cluster bench's socket clients, in a process of their own (forked by client-processes.ts),
// each signed in with its own customer's token. Client i connects to urls[i % urls.length]; a
// closed socket reconnects to the next url (a gateway that died sends its clients to another).
// Loopback addresses are spread (127.0.0.2, .3, ...) so the per-address socket limit counts each
// group apart, as customers behind different addresses would be.
const { performance } = require('node:perf_hooks');
const WebSocket = require('ws');

const { urls, tokens, firstIndex, perAddress, sampleEvery } = JSON.parse(process.env.CLUSTER_CLIENTS);
const SAMPLES_MAX = 500_000;
const RETRY_MS = 200;
const nowMs = () => performance.timeOrigin + performance.now();
let messages = 0;
let samples = [];
let ready = 0;
let closing = false;
let markAt = 0;
/** Per client closed after the mark: ms from the mark to its first price on another gateway. */
const recovered = new Map();
const lostAfterMark = new Set();
let cpuAtReset = process.cpuUsage();
const sockets = [];

function connect(slot, attempt) {
  const index = firstIndex + slot;
  const url = urls[(index + attempt) % urls.length];
  const address = `127.0.0.${2 + Math.floor(index / perAddress)}`;
  const socket = new WebSocket(`${url}/websocket?auth=${encodeURIComponent(tokens[slot])}`, {
    localAddress: address,
  });
  const sampled = index % sampleEvery === 0;
  let counted = false;
  socket.on('message', (data) => {
    const arrivedMs = nowMs();
    const parsed = JSON.parse(data.toString());
    const list = Array.isArray(parsed) ? parsed : [parsed];
    messages += list.length;
    if (!counted) {
      counted = true;
      ready += 1;
      if (ready === tokens.length) process.send({ type: 'ready' });
    }
    for (const message of list) {
      if (message.type !== 'price') continue;
      if (lostAfterMark.has(slot) && !recovered.has(slot)) recovered.set(slot, arrivedMs - markAt);
      if (sampled && samples.length < SAMPLES_MAX) samples.push([message.symbol, message.bid, arrivedMs]);
    }
  });
  socket.on('error', () => undefined);
  socket.on('close', () => {
    if (closing) return;
    if (markAt > 0) lostAfterMark.add(slot);
    setTimeout(() => connect(slot, attempt + 1), counted ? 0 : RETRY_MS);
  });
  sockets[slot] = socket;
}

process.on('message', (command) => {
  if (command === 'reset') {
    cpuAtReset = process.cpuUsage();
    messages = 0;
    samples = [];
  } else if (command === 'mark') {
    markAt = nowMs();
  } else if (command === 'report') {
    const cpu = process.cpuUsage(cpuAtReset);
    process.send({
      type: 'report',
      messages,
      samples,
      cpuMicros: cpu.user + cpu.system,
      lost: lostAfterMark.size,
      recoveredMs: [...recovered.values()],
    });
  } else if (command === 'close') {
    closing = true;
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));

if (tokens.length === 0) process.send({ type: 'ready' });
(async () => {
  for (let slot = 0; slot < tokens.length; slot += 1) {
    connect(slot, 0);
    if (slot % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 20));
  }
})();
