// Backpressure of the hub, with connections whose buffered bytes the test controls.
import { decodeLiveFrame } from '../../../contract/live';
import { LiveHub, type LiveConnection } from '../../src/live/live-hub';
import { CLOSE_TRY_AGAIN_LATER } from '../../src/live/live-limits';
import { publishPrice, publishPosition, publishAccount, publishEvent } from './hub-publish';

class FakeConnection implements LiveConnection {
  bufferedAmount = 0;
  readyState = 1;
  sent: string[] = [];
  closedWith: number | null = null;
  send(text: string): void {
    this.sent.push(text);
  }
  close(code?: number): void {
    this.closedWith = code ?? null;
    this.readyState = 3;
  }
  lastFrame() {
    return decodeLiveFrame(this.sent[this.sent.length - 1] ?? '[]');
  }
}

const SOFT = 1_000;
const HARD = 10_000;

function makeHub(eventQueueMax = 10) {
  return new LiveHub({
    bufferedBytesSoftMax: SOFT,
    bufferedBytesHardMax: HARD,
    eventQueueMax,
  });
}

describe('live hub backpressure', () => {
  it('skips flushes for a backed-up client and later sends only the latest value of each key', () => {
    const hub = makeHub();
    const slow = new FakeConnection();
    const fast = new FakeConnection();
    hub.attach(['u1'], slow);
    hub.attach(['u2'], fast);
    slow.bufferedAmount = SOFT + 1;
    publishPrice(hub, 'EURUSD', 1.1, 1.0);
    publishPrice(hub, 'XAUUSD', 2000, 1999);
    hub.flush();
    publishPrice(hub, 'EURUSD', 1.2, 1.1);
    hub.flush();
    expect(slow.sent).toHaveLength(1); // the snapshot only
    expect(fast.lastFrame()).toEqual([{ type: 'price', symbol: 'EURUSD', ask: 1.2, bid: 1.1 }]);
    slow.bufferedAmount = 0;
    hub.flush();
    expect(slow.lastFrame()).toEqual(
      expect.arrayContaining([
        { type: 'price', symbol: 'EURUSD', ask: 1.2, bid: 1.1 },
        { type: 'price', symbol: 'XAUUSD', ask: 2000, bid: 1999 },
      ]),
    );
    expect(slow.lastFrame()).toHaveLength(2);
    expect(hub.getStats().flushesSkipped).toBe(2);
  });

  it('closes a client with 1013 once its buffered bytes pass the hard bound', () => {
    const hub = makeHub();
    const stuck = new FakeConnection();
    hub.attach(['u1'], stuck);
    stuck.bufferedAmount = HARD + 1;
    publishPrice(hub, 'EURUSD', 1.1, 1.0);
    hub.flush();
    expect(stuck.closedWith).toBe(CLOSE_TRY_AGAIN_LATER);
    expect(hub.isWatched('u1')).toBe(false);
  });

  it('cuts a client rather than drop an order event when its event queue is full', () => {
    const hub = makeHub(3);
    const stuck = new FakeConnection();
    hub.attach(['u1'], stuck);
    stuck.bufferedAmount = SOFT + 1;
    for (let id = 1; id <= 3; id += 1)
      publishEvent(hub, 'u1', { type: 'order', event: 'opened', id: String(id) });
    hub.flush();
    expect(stuck.closedWith).toBeNull();
    publishEvent(hub, 'u1', { type: 'order', event: 'opened', id: '4' });
    expect(stuck.closedWith).toBe(CLOSE_TRY_AGAIN_LATER);
  });

  it('keeps memory flat for a slow client: pending positions stay one per id', () => {
    const hub = makeHub();
    const slow = new FakeConnection();
    const client = hub.attach(['u1'], slow);
    slow.bufferedAmount = SOFT + 1;
    for (let step = 0; step < 10_000; step += 1) {
      publishPosition(hub, 'u1', { type: 'position', id: String(step % 5), profit: step, lastPrice: 1 });
      publishAccount(hub, 'u1', { type: 'account', allp: step });
    }
    hub.flush();
    slow.bufferedAmount = 0;
    hub.flush();
    const frame = slow.lastFrame();
    expect(frame).toHaveLength(6);
    expect(frame).toContainEqual({ type: 'position', id: '4', profit: 9999, lastPrice: 1 });
    expect(frame).toContainEqual({ type: 'account', allp: 9999 });
    expect(client.outbox.isEmpty()).toBe(true);
  });
});
