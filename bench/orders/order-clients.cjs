// The order benchmark's HTTP clients, in a process of their own so that building requests and
// parsing answers neither runs on the server's event loop nor counts in the server process's CPU
// time (the bench divides that by the acknowledged orders). Each client holds one keep-alive
// connection and, until the time is up, places a market order, waits for its answer, closes it and
// waits again: at most one request in flight per client, as a trader at a ticket would.
const { performance } = require('node:perf_hooks');
const http = require('node:http');

/** Bound on recorded answer times (one per acknowledged command). */
const SAMPLES_MAX = 2_000_000;
/** A request taking longer than this counts as failed (the server stalled). */
const REQUEST_TIMEOUT_MS = 30_000;

const latenciesMs = new Float64Array(SAMPLES_MAX);
let samples = 0;
let placed = 0;
let closed = 0;
let failed = 0;
let longestMs = 0;
const failures = [];

function send(agent, port, token, method, path, body) {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const startedMs = performance.now();
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const elapsedMs = performance.now() - startedMs;
          resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString(), elapsedMs });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) =>
      resolve({ status: 0, text: String(error), elapsedMs: performance.now() - startedMs }),
    );
    request.end(payload);
  });
}

function record(answer) {
  if (answer.status !== 200) {
    failed += 1;
    if (failures.length < 5) failures.push(`${answer.status} ${answer.text.slice(0, 200)}`);
    return false;
  }
  if (samples < SAMPLES_MAX) latenciesMs[samples++] = answer.elapsedMs;
  if (answer.elapsedMs > longestMs) longestMs = answer.elapsedMs;
  return true;
}

async function client(symbol, lots, port, token, endMs) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const order = { symbol, type: 'Buy', amount: lots, marketLimit: null, stopLoss: null, takeProfit: null };
  while (performance.now() < endMs) {
    const opened = await send(agent, port, token, 'POST', '/api/orders', order);
    if (!record(opened)) continue;
    placed += 1;
    const id = JSON.parse(opened.text).data.id;
    const closing = await send(agent, port, token, 'PUT', '/api/orders/close', { id });
    if (record(closing)) closed += 1;
  }
  agent.destroy();
}

async function main({ port, tokens, symbol, lots, durationMs }) {
  const startedMs = performance.now();
  const endMs = startedMs + durationMs;
  await Promise.all(tokens.map((token) => client(symbol, lots, port, token, endMs)));
  const elapsedMs = performance.now() - startedMs;
  return {
    placed,
    closed,
    failed,
    failures,
    elapsedMs,
    longestMs,
    latenciesMs: latenciesMs.slice(0, samples),
  };
}

// The bench sends the run's settings once; the answer goes back the same way, then the process ends.
process.once('message', (settings) => {
  main(settings)
    .catch((error) => ({ error: String(error) }))
    .then((result) => process.send(result, () => process.disconnect()));
});
