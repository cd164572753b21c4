// A fan-out gateway that falls behind must cost freshness, never a queue: while the gateway's loop
// is held (here the process is stopped outright, the extreme of a loop busy writing frames on a
// loaded machine) and the engine's process keeps publishing, a value published once it runs again
// still reaches the socket promptly, because batches wait for the gateway's acknowledgements and
// what is published meanwhile coalesces. (Batches sent every 5 ms regardless queued in the IPC
// channel, and values arrived seconds late.) Stops the gateway with SIGSTOP, so Linux or macOS.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { livePlugin } from '../../src/live/live-plugin';
import { connectLive } from './live-client';
import { fanoutHubWith, publishPosition, publishPrice } from './hub-publish';

const FLUSH_MS = 10;
/** Distinct positions republished every millisecond while the gateway is stopped. */
const KEYS = 3_000;
const STOPPED_MS = 2_500;
/** The marker's time to the socket once the gateway runs again; a queue would take seconds. */
const DELIVERY_MS_MAX = 1_000;

/** The gateway process this test's hub forked (a child of this process running the gateway). */
function gatewayPid(): number {
  const children = execFileSync('pgrep', ['-P', String(process.pid)], { encoding: 'utf8' });
  const pids = children.split('\n').filter(Boolean).map(Number);
  const gateway = pids.find((pid) =>
    readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('fanout-gateway-main'),
  );
  if (gateway === undefined) throw new Error('no gateway process found');
  return gateway;
}

it('delivers a value promptly through a gateway that was held while publishes kept coming', async () => {
  const hub = fanoutHubWith({ flushIntervalMs: FLUSH_MS, processes: 1 });
  const app = Fastify();
  await app.register(livePlugin, { hub, resolveChannels: async () => ['user-1'] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const client = connectLive(`ws://127.0.0.1:${port}`, '?auth=any');
  try {
    await client.waitFor(() => client.frames.length >= 1, 'snapshot');
    const gateway = gatewayPid();
    let round = 0;
    const flood = setInterval(() => {
      round += 1;
      for (let id = 0; id < KEYS; id++)
        publishPosition(hub, 'user-1', { type: 'position', id: String(id), profit: round, lastPrice: 1.1 });
    }, 1);
    process.kill(gateway, 'SIGSTOP');
    await new Promise((resolve) => setTimeout(resolve, STOPPED_MS));
    process.kill(gateway, 'SIGCONT');
    clearInterval(flood);
    const sentMs = Date.now();
    publishPrice(hub, 'EURUSD', 2.0002, 2);
    await client.waitFor((all) => all.some((m) => m.type === 'price' && m.bid === 2), 'the marker');
    expect(Date.now() - sentMs).toBeLessThan(DELIVERY_MS_MAX);
    // Coalesced, not lost: the flood's last values arrive too.
    await client.waitFor(
      (all) => all.some((m) => m.type === 'position' && m.id === String(KEYS - 1) && m.profit === round),
      'the last round',
    );
  } finally {
    client.close();
    await app.close();
  }
}, 20_000);
