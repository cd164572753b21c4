// The live stream across nodes over a real NATS (issue 18, item 2; SCALING.md guarantee 1): a
// customer's sockets on two gateways receive the same messages from the node that decides, each
// gateway subscribes only to its sockets' channels, and the publisher knows which are watched.
import type { NatsConnection } from '@nats-io/transport-node';
import { createNatsLivePublisher, createNatsLiveReceiver } from '../src/cluster/live-relay';
import { connectNats } from '../src/cluster/nats-connection';
import { ConfigError } from '../src/config';
import { intervalScheduler } from '../src/engine/system-time';
import { LiveHub } from '../src/live/live-hub';
import { eventually, freshClusterName } from './cluster-env';
import { message, natsNodes, RecordingSocket } from './live-test-doubles';

const nats = natsNodes();
const node = nats.node;
afterAll(() => nats.closeAll());

function gateway(nats: NatsConnection, clusterName: string, gatewayId: string) {
  const hub = new LiveHub();
  const receiver = createNatsLiveReceiver({
    nats,
    clusterName,
    gatewayId,
    hub,
    scheduler: intervalScheduler,
  });
  return { hub, receiver };
}

test('sockets of one account on two gateways receive the same events, in order', async () => {
  const clusterName = freshClusterName();
  const engine = createNatsLivePublisher(await node('engine'), clusterName);
  const east = gateway(await node('east'), clusterName, 'east');
  const west = gateway(await node('west'), clusterName, 'west');
  const onEast = new RecordingSocket();
  const onWest = new RecordingSocket();
  east.hub.attach(['account:a1'], onEast);
  west.hub.attach(['account:a1'], onWest);
  await eventually('the engine to hear both gateways watch account:a1', () => engine.isWatched('account:a1'));
  for (let n = 1; n <= 50; n += 1) engine.publishEvent('account:a1', message('order', n));
  engine.publishEvent('account:other', message('order', 999));
  engine.publishPublic('price:XAUUSD', message('price', 1));
  await eventually('both gateways to flush 50 events and the price', () => {
    east.hub.flush();
    west.hub.flush();
    return onEast.messages.length >= 51 && onWest.messages.length >= 51;
  });
  const events = (socket: RecordingSocket) =>
    socket.messages.filter((m) => (m as { type: string }).type === 'order');
  expect(events(onEast)).toEqual(Array.from({ length: 50 }, (_, i) => ({ type: 'order', n: i + 1 })));
  expect(events(onWest)).toEqual(events(onEast));
  expect(onEast.messages).toContainEqual({ type: 'price', n: 1 });
  expect(onWest.messages).toContainEqual({ type: 'price', n: 1 });
  east.receiver.stop();
  west.receiver.stop();
  engine.stop();
});

test('the publisher learns when a channel is no longer watched, and a new publisher learns who watches', async () => {
  const clusterName = freshClusterName();
  const engine = createNatsLivePublisher(await node('engine'), clusterName);
  const east = gateway(await node('east'), clusterName, 'east');
  const socket = east.hub.attach(['account:a2'], new RecordingSocket());
  await eventually('the engine to see account:a2 watched', () => engine.isWatched('account:a2'));
  const lateEngine = createNatsLivePublisher(await node('standby'), clusterName);
  await eventually('a publisher started later to learn it too', () => lateEngine.isWatched('account:a2'));
  east.hub.detach(socket);
  await eventually(
    'both to see it unwatched',
    () => !engine.isWatched('account:a2') && !lateEngine.isWatched('account:a2'),
  );
  east.receiver.stop();
  engine.stop();
  lateEngine.stop();
});

test('two clusters on one NATS never see each other', async () => {
  const engine = createNatsLivePublisher(await node('engine'), freshClusterName());
  const other = gateway(await node('other'), freshClusterName(), 'other');
  const socket = new RecordingSocket();
  other.hub.attach(['account:a3'], socket);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(engine.isWatched('account:a3')).toBe(false);
  engine.publishEvent('account:a3', message('order', 1));
  await new Promise((resolve) => setTimeout(resolve, 200));
  other.hub.flush();
  expect(socket.messages).toEqual([]);
  other.receiver.stop();
  engine.stop();
});

test('an unreachable NATS refuses the start, naming NATS_URL', async () => {
  const refusal = connectNats('nats://127.0.0.1:1', 'nowhere');
  await expect(refusal).rejects.toThrow(ConfigError);
  await expect(connectNats('nats://127.0.0.1:1', 'nowhere')).rejects.toThrow(
    /NATS_URL=nats:\/\/127.0.0.1:1 cannot be reached/,
  );
});
