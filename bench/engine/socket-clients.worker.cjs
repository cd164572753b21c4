// The benchmark's socket clients, on a thread of their own so that parsing frames does not run on
// the server's event loop. Each client counts messages; every client also records when a price of
// the latency symbol arrived, so the main thread can match it with the time its tick was applied.
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const WebSocket = require('ws');

const { url, clients, latencySymbol, connectBatch } = workerData;
/** Bound on recorded samples (pairs of bid and arrival time). */
const SAMPLES_MAX = 2_000_000;
const sockets = [];
let messages = 0;
let frames = 0;
let samples = [];
let ready = 0;

const nowMs = () => performance.timeOrigin + performance.now();

function onFrame(data) {
  const arrivedMs = nowMs();
  frames += 1;
  const list = JSON.parse(data.toString());
  messages += list.length;
  for (const message of list) {
    if (message.type === 'price' && message.symbol === latencySymbol && samples.length < SAMPLES_MAX) {
      samples.push(message.bid, arrivedMs);
    }
  }
}

function connect(index) {
  const socket = new WebSocket(`${url}?auth=tok-u${index}`);
  let counted = false;
  socket.on('message', (data) => {
    onFrame(data);
    if (!counted) {
      counted = true;
      ready += 1;
      if (ready === clients) parentPort.postMessage({ type: 'ready' });
    }
  });
  socket.on('error', (error) => parentPort.postMessage({ type: 'error', message: String(error) }));
  sockets.push(socket);
}

async function connectAll() {
  for (let index = 0; index < clients; index += connectBatch) {
    for (let offset = index; offset < Math.min(clients, index + connectBatch); offset += 1) connect(offset);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

parentPort.on('message', (command) => {
  if (command === 'reset') {
    messages = 0;
    frames = 0;
    samples = [];
  } else if (command === 'report') {
    parentPort.postMessage({ type: 'report', messages, frames, samples: Float64Array.from(samples) });
  } else if (command === 'close') {
    for (const socket of sockets) socket.terminate();
    parentPort.close();
  }
});

void connectAll();
