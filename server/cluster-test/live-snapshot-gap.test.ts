// The gap between a gateway's connect snapshot and its subscription to the account's channel, on
// a real NATS: an update the leader publishes after it took the snapshot but before the socket is
// attached reaches the socket, after its snapshot; one the snapshot already holds does not come
// again; and without a snapshot (no leader answered) every update that waited is delivered.
import { createNatsLivePublisher, createNatsLiveReceiver } from '../src/cluster/live-relay';
import { intervalScheduler } from '../src/engine/system-time';
import { LiveHub } from '../src/live/live-hub';
import { eventually, freshClusterName } from './cluster-env';
import { message, natsNodes, RecordingSocket } from './live-test-doubles';

const nats = natsNodes();
const node = nats.node;
afterAll(() => nats.closeAll());

async function setUp(snapshotName: string) {
  const clusterName = freshClusterName();
  const leader = createNatsLivePublisher(await node('leader'), clusterName);
  const hub = new LiveHub();
  const receiver = createNatsLiveReceiver({
    nats: await node('gateway'),
    clusterName,
    gatewayId: 'gateway',
    hub,
    scheduler: intervalScheduler,
  });
  const socket = new RecordingSocket<{ type: string; n: number }>();
  hub.addSnapshotContributor(() => [message(snapshotName, 0)]);
  return { leader, hub, receiver, socket, stop: () => (receiver.stop(), leader.stop()) };
}

const channel = 'account:gap';

test('an update published between the snapshot and the attach reaches the socket once, after it', async () => {
  const { leader, hub, receiver, socket, stop } = await setUp('snapshot');
  // The gateway subscribes before it asks for the snapshot; the leader hears it watch.
  const opening = receiver.open(channel);
  await eventually('the leader to hear the channel watched', () => leader.isWatched(channel));
  leader.publishEvent(channel, message('before-snapshot', 1));
  // The snapshot is taken now: it holds the first update, and names its sequence.
  const sequence = leader.sequenceOf(channel);
  expect(sequence).toBe(1);
  // Forced into the window: published after the snapshot, before the socket is attached.
  leader.publishEvent(channel, message('in-the-gap', 2));
  leader.publishLatest(channel, 'figures', message('figures-in-the-gap', 3));
  opening.settle(sequence);
  // Both frames have reached the gateway before it attaches the socket.
  await new Promise((resolve) => setTimeout(resolve, 300));
  hub.attach([channel], socket);
  leader.publishEvent(channel, message('after-attach', 4));
  await eventually('the update after the attach', () => {
    hub.flush();
    return socket.messages.some((m) => m.type === 'after-attach');
  });
  // The snapshot first; in a flush the hub sends latest values before events, as in one process.
  const types = socket.messages.map((m) => m.type);
  expect(types[0]).toBe('snapshot');
  expect(types.slice(1).sort()).toEqual(['after-attach', 'figures-in-the-gap', 'in-the-gap']);
  stop();
});

test('with no snapshot from the leader, every update that waited is delivered', async () => {
  const { leader, hub, receiver, socket, stop } = await setUp('prices-only');
  const opening = receiver.open(channel);
  await eventually('the leader to hear the channel watched', () => leader.isWatched(channel));
  leader.publishEvent(channel, message('waited', 1));
  opening.settle(null);
  await new Promise((resolve) => setTimeout(resolve, 300));
  hub.attach([channel], socket);
  await eventually('the waiting update', () => {
    hub.flush();
    return socket.messages.some((m) => m.type === 'waited');
  });
  expect(socket.messages.map((m) => m.type)).toEqual(['prices-only', 'waited']);
  stop();
});
