// Frames built from shared pieces, and clients flushed in slices.
import type { LiveMessage } from '../../../contract/live';
import { LiveHub } from '../../src/live/live-hub';
import { FakeConnection } from './fake-connection';
import { PublicBoard } from '../../src/live/public-board';
import { publishPrice, publishMarket, publishPosition, publishAccount, publishEvent } from './hub-publish';

const eurusd = (bid: number): LiveMessage => ({ type: 'price', symbol: 'EURUSD', ask: bid + 0.0002, bid });

describe('live hub frames', () => {
  it('builds a frame from shared and personal pieces that equals the JSON of the same messages', () => {
    const hub = new LiveHub();
    const mine = new FakeConnection();
    const idle = new FakeConnection();
    hub.attach(['u1'], mine);
    hub.attach(['u2'], idle);
    publishPrice(hub, 'EURUSD', 1.08321, 1.08309);
    publishMarket(hub, 'THYAO', false, '2026-11-23T07:00:00.000Z');
    publishPrice(hub, 'XAUUSD', 2000.5, 1999.75);
    publishPosition(hub, 'u1', { type: 'position', id: '42', profit: -12.5, lastPrice: 1.08309 });
    publishAccount(hub, 'u1', { type: 'account', blc: 10000, pct: 4609.7 });
    publishEvent(hub, 'u1', { type: 'order', event: 'opened', id: '43' });
    hub.flush();
    const shared: LiveMessage[] = [
      { type: 'price', symbol: 'EURUSD', ask: 1.08321, bid: 1.08309 },
      { type: 'market', symbol: 'THYAO', isOpen: false, oTime: '2026-11-23T07:00:00.000Z' },
      { type: 'price', symbol: 'XAUUSD', ask: 2000.5, bid: 1999.75 },
    ];
    expect(mine.sent[1]).toBe(
      JSON.stringify([
        ...shared,
        { type: 'position', id: '42', profit: -12.5, lastPrice: 1.08309 },
        { type: 'account', blc: 10000, pct: 4609.7 },
        { type: 'order', event: 'opened', id: '43' },
      ]),
    );
    expect(idle.sent[1]).toBe(JSON.stringify(shared));
  });

  it('sends a frame with only personal messages when no price changed', () => {
    const hub = new LiveHub();
    const mine = new FakeConnection();
    hub.attach(['u1'], mine);
    publishAccount(hub, 'u1', { type: 'account', allp: -3 });
    hub.flush();
    hub.flush();
    expect(mine.sent).toEqual(['[]', JSON.stringify([{ type: 'account', allp: -3 }])]);
  });
});

describe('live hub flush slices', () => {
  it('flushes one slice per timer turn, each client once per round with the latest values', () => {
    const hub = new LiveHub({ flushSlices: 2 });
    const connections = [1, 2, 3, 4].map(() => new FakeConnection());
    const clients = connections.map((connection, i) => hub.attach([`u${i}`], connection));
    expect(clients.map((client) => client.slice).sort()).toEqual([0, 0, 1, 1]);
    const inSlice = (slice: number) => connections.filter((_, i) => clients[i].slice === slice);

    publishPrice(hub, 'EURUSD', 1.0002, 1.0);
    hub.flushNextSlice();
    for (const connection of inSlice(0)) expect(connection.sent).toHaveLength(2);
    for (const connection of inSlice(1)) expect(connection.sent).toHaveLength(1);

    publishPrice(hub, 'EURUSD', 1.1002, 1.1);
    publishPrice(hub, 'XAUUSD', 2001, 2000);
    hub.flushNextSlice();
    // The second slice waited one turn and receives each key once, at its latest value.
    for (const connection of inSlice(1))
      expect(connection.sent[1]).toBe(
        JSON.stringify([eurusd(1.1), { type: 'price', symbol: 'XAUUSD', ask: 2001, bid: 2000 }]),
      );
    for (const connection of inSlice(0)) expect(connection.sent).toHaveLength(2);

    hub.flushNextSlice();
    for (const connection of inSlice(0))
      expect(connection.sent[2]).toBe(
        JSON.stringify([eurusd(1.1), { type: 'price', symbol: 'XAUUSD', ask: 2001, bid: 2000 }]),
      );
    expect(hub.getStats().sliceFlushes).toBe(3);
  });

  it('places a new client in the slice with the fewest clients', () => {
    const hub = new LiveHub({ flushSlices: 3 });
    const first = [1, 2, 3].map((i) => hub.attach([`u${i}`], new FakeConnection()));
    hub.detach(first[1]);
    expect(hub.attach(['u9'], new FakeConnection()).slice).toBe(first[1].slice);
  });
});

describe('public board', () => {
  it('serializes the changes since a generation once per flush for every client synced there', () => {
    const board = new PublicBoard();
    board.set('p:EURUSD', { type: 'price', symbol: 'EURUSD', ask: 1.1, bid: 1 });
    const before = board.generation;
    board.advance();
    const piece = board.since(before);
    expect(board.since(before)).toBe(piece);
    expect(piece.frame).toBe(JSON.stringify([{ type: 'price', symbol: 'EURUSD', ask: 1.1, bid: 1 }]));
    expect(board.since(board.generation)).toEqual({ text: '', count: 0, frame: '[]' });
    board.set('p:EURUSD', { type: 'price', symbol: 'EURUSD', ask: 1.2, bid: 1.1 });
    board.advance();
    expect(board.since(before).text).toBe('{"type":"price","symbol":"EURUSD","ask":1.2,"bid":1.1}');
  });
});

describe('live hub flush timer', () => {
  it('flushes every slice that came due while the loop was busy, one round at most', () => {
    const hub = new LiveHub({ flushSlices: 5, flushIntervalMs: 25 });
    for (let i = 0; i < 5; i++) hub.attach([`u${i}`], new FakeConnection());
    hub.flushDueSlices(0);
    expect(hub.getStats().sliceFlushes).toBe(1);
    hub.flushDueSlices(4.5);
    expect(hub.getStats().sliceFlushes).toBe(2);
    // The timer came 11 ms late: the two slices that were due in the meantime go now.
    hub.flushDueSlices(15.5);
    expect(hub.getStats().sliceFlushes).toBe(4);
    // Stalled for a second: one round, not forty.
    hub.flushDueSlices(1_015);
    expect(hub.getStats().sliceFlushes).toBe(9);
  });

  it("yields to the loop between a catch-up's slices when asked (a gateway reading batches)", async () => {
    const hub = new LiveHub({ flushSlices: 5, flushIntervalMs: 25, yieldBetweenSlices: true });
    for (let i = 0; i < 5; i++) hub.attach([`u${i}`], new FakeConnection());
    hub.flushDueSlices(0);
    expect(hub.getStats().sliceFlushes).toBe(1);
    // Three slices came due while the loop was busy: one now, the others a turn of the loop each.
    hub.flushDueSlices(15.5);
    expect(hub.getStats().sliceFlushes).toBe(2);
    // A timer firing meanwhile does not start a second catch-up.
    hub.flushDueSlices(15.6);
    expect(hub.getStats().sliceFlushes).toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(hub.getStats().sliceFlushes).toBe(3);
    await new Promise((resolve) => setImmediate(resolve));
    expect(hub.getStats().sliceFlushes).toBe(4);
    await new Promise((resolve) => setImmediate(resolve));
    expect(hub.getStats().sliceFlushes).toBe(4);
    hub.stop();
  });
});
