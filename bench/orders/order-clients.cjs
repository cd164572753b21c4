// The order benchmark's HTTP clients, in a process of their own so that building requests and
// parsing answers neither runs on the server's event loop nor counts in the server process's CPU
// time (the bench divides that by the acknowledged orders). Each client holds one keep-alive
// connection and, until the time is up, places a market order, waits for its answer, closes it and
// waits again: at most one request in flight per client, as a trader at a ticket would.
//
// Lean on purpose: on two cores every millisecond these clients spend is one the server and
// PostgreSQL do not get. So no node:http (its Agent, its request and response streams, its header
// objects): a raw node:net socket per client, request heads built once, and a minimal HTTP/1.1
// answer reader that knows only a status line, headers and a Content-Length body. Anything else (a
// chunked answer, an answer without Content-Length, a connection the server closes or resets, bytes
// that are not an answer) throws and fails the run: the bench must never count what it cannot read.
//
// Driven by the parent: a warm-up (the same load, nothing counted, so V8's compiler settles in both
// processes before anything is measured), then measured slices of the parent's length, each run
// when the parent asks (between them the parent measures the database's raw pace, so both figures
// see the same minutes of the machine). A slice ends when every client has finished the place and
// close it had begun; the counts add up over the slices.
const { performance } = require('node:perf_hooks');
const net = require('node:net');

/** Bound on recorded answer times (one per acknowledged command). */
const SAMPLES_MAX = 2_000_000;
/** A request taking longer than this fails the run (the server stalled). */
const REQUEST_TIMEOUT_MS = 30_000;
const HEADERS_END = Buffer.from('\r\n\r\n');

const latenciesMs = new Float64Array(SAMPLES_MAX);
/** Whether answers are counted (the measured window) or not (the warm-up). */
let counting = false;
let samples = 0;
let placed = 0;
let closed = 0;
let failed = 0;
let longestMs = 0;
const failures = [];

/** Reads one HTTP/1.1 answer's status and body from a keep-alive socket; throws on anything else. */
class AnswerReader {
  constructor() {
    this.buffered = null;
    this.status = 0;
    /** Body length once the head is read; -1 before. */
    this.bodyLength = -1;
    this.bodyStart = 0;
  }

  /** Adds bytes; answers { status, text } when a whole answer is in, else null. */
  push(chunk) {
    this.buffered = this.buffered === null ? chunk : Buffer.concat([this.buffered, chunk]);
    if (this.bodyLength < 0 && !this.readHead()) return null;
    const end = this.bodyStart + this.bodyLength;
    if (this.buffered.length < end) return null;
    // One request in flight: nothing may follow its answer.
    if (this.buffered.length > end) throw new Error('bytes after the answer with no request in flight');
    const answer = { status: this.status, text: this.buffered.toString('utf8', this.bodyStart, end) };
    this.buffered = null;
    this.bodyLength = -1;
    return answer;
  }

  readHead() {
    const headEnd = this.buffered.indexOf(HEADERS_END);
    if (headEnd < 0) return false;
    const lines = this.buffered.toString('latin1', 0, headEnd).split('\r\n');
    const statusLine = /^HTTP\/1\.1 (\d{3}) /.exec(lines[0]);
    if (statusLine === null) throw new Error(`not an HTTP/1.1 status line: ${lines[0].slice(0, 80)}`);
    let length = -1;
    for (let index = 1; index < lines.length; index += 1) {
      const line = lines[index];
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).toLowerCase();
      const value = line.slice(colon + 1).trim();
      if (name === 'content-length') length = Number(value);
      else if (name === 'transfer-encoding') throw new Error(`unsupported transfer-encoding: ${value}`);
      else if (name === 'connection' && value.toLowerCase() === 'close')
        throw new Error('the server closes the connection');
    }
    if (!Number.isInteger(length) || length < 0) throw new Error('an answer without Content-Length');
    this.status = Number(statusLine[1]);
    this.bodyLength = length;
    this.bodyStart = headEnd + HEADERS_END.length;
    return true;
  }
}

/** One client's connection: sends a request, answers a promise of { status, text, elapsedMs }. */
function openConnection(port) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port, noDelay: true });
    const reader = new AnswerReader();
    let pending = null;
    /** Why the connection broke; a later send fails with it. */
    let broken = null;
    const fail = (error) => {
      if (broken === null) broken = error;
      const waiting = pending;
      pending = null;
      socket.destroy();
      if (waiting !== null) waiting.reject(error);
    };
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => fail(new Error('an answer took over 30 s')));
    socket.on('data', (chunk) => {
      let answer;
      try {
        answer = reader.push(chunk);
      } catch (error) {
        fail(error);
        return;
      }
      if (answer === null) return;
      if (pending === null) {
        fail(new Error('an answer with no request in flight'));
        return;
      }
      const waiting = pending;
      pending = null;
      answer.elapsedMs = performance.now() - waiting.startedMs;
      waiting.resolve(answer);
    });
    socket.on('error', (error) => fail(error));
    socket.on('close', () => fail(new Error('the server closed the connection')));
    socket.once('connect', () =>
      resolve({
        send(request) {
          if (broken !== null) return Promise.reject(broken);
          return new Promise((resolveAnswer, rejectAnswer) => {
            pending = { resolve: resolveAnswer, reject: rejectAnswer, startedMs: performance.now() };
            socket.write(request);
          });
        },
        close() {
          socket.removeAllListeners('close');
          socket.destroy();
        },
      }),
    );
    socket.once('error', reject);
  });
}

function record(answer) {
  if (answer.status !== 200) {
    failed += 1;
    if (failures.length < 5) failures.push(`${answer.status} ${answer.text.slice(0, 200)}`);
    return false;
  }
  if (!counting) return true;
  if (samples < SAMPLES_MAX) latenciesMs[samples++] = answer.elapsedMs;
  if (answer.elapsedMs > longestMs) longestMs = answer.elapsedMs;
  return true;
}

/** The heads that do not change per request; a close's body (and so its length) does. */
function requestHeads(port, token, symbol, lots) {
  const common = `Host: 127.0.0.1:${port}\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\n`;
  const order = JSON.stringify({
    symbol,
    type: 'Buy',
    amount: lots,
    marketLimit: null,
    stopLoss: null,
    takeProfit: null,
  });
  return {
    placement: Buffer.from(
      `POST /api/orders HTTP/1.1\r\n${common}Content-Length: ${Buffer.byteLength(order)}\r\n\r\n${order}`,
    ),
    closeHead: `PUT /api/orders/close HTTP/1.1\r\n${common}Content-Length: `,
  };
}

async function client(connection, heads, endMs) {
  while (performance.now() < endMs) {
    const opened = await connection.send(heads.placement);
    if (!record(opened)) continue;
    if (counting) placed += 1;
    const body = `{"id":${JSON.stringify(JSON.parse(opened.text).data.id)}}`;
    const closing = await connection.send(`${heads.closeHead}${Buffer.byteLength(body)}\r\n\r\n${body}`);
    if (record(closing) && counting) closed += 1;
  }
}

/** Runs every client for `durationMs`; answers the elapsed time and this process's CPU ms over it. */
async function phase(connections, heads, durationMs) {
  const cpuBefore = process.cpuUsage();
  const startedMs = performance.now();
  const endMs = startedMs + durationMs;
  await Promise.all(connections.map((connection, index) => client(connection, heads[index], endMs)));
  const cpu = process.cpuUsage(cpuBefore);
  return { elapsedMs: performance.now() - startedMs, cpuMs: (cpu.user + cpu.system) / 1000 };
}

/** The parent's next message: { sliceMs } for a measured slice, or 'finish'. */
function nextMessage() {
  return new Promise((resolve) => process.once('message', resolve));
}

async function main({ port, tokens, symbol, lots, warmupMs }) {
  const connections = await Promise.all(tokens.map(() => openConnection(port)));
  const heads = tokens.map((token) => requestHeads(port, token, symbol, lots));
  try {
    if (warmupMs > 0) await phase(connections, heads, warmupMs);
    process.send({ ready: true });
    let elapsedMs = 0;
    let cpuMs = 0;
    for (let message = await nextMessage(); message !== 'finish'; message = await nextMessage()) {
      counting = true;
      const ackedBefore = placed + closed;
      const slice = await phase(connections, heads, message.sliceMs);
      elapsedMs += slice.elapsedMs;
      cpuMs += slice.cpuMs;
      process.send({ sliceAcked: placed + closed - ackedBefore });
    }
    return {
      placed,
      closed,
      failed,
      failures,
      elapsedMs,
      cpuMs,
      longestMs,
      latenciesMs: latenciesMs.slice(0, samples),
    };
  } finally {
    for (const connection of connections) connection.close();
  }
}

// The bench sends the run's settings once; the answer goes back the same way, then the process ends.
process.once('message', (settings) => {
  main(settings)
    .catch((error) => ({ error: String(error && error.stack ? error.stack : error) }))
    .then((result) => process.send(result, () => process.disconnect()));
});
