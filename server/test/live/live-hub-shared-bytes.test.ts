// The shared frame written as bytes encoded once: every client of a flush that gets only the
// shared prices is handed the same buffer; a client with something personal gets its own text.
import { decodeLiveFrame, type LiveMessage } from '../../../contract/live';
import { LiveHub, type LiveConnection } from '../../src/live/live-hub';
import { publishPosition, publishPrice } from './hub-publish';

class BytesConnection implements LiveConnection {
  bufferedAmount = 0;
  readyState = 1;
  texts: string[] = [];
  buffers: Buffer[] = [];
  send(text: string): void {
    this.texts.push(text);
  }
  sendBytes(bytes: Buffer): void {
    this.buffers.push(bytes);
  }
  close(): void {
    this.readyState = 3;
  }
}

const price = (symbol: string, ask: number, bid: number): LiveMessage => ({
  type: 'price',
  symbol,
  ask,
  bid,
});

describe('live hub shared frame bytes', () => {
  it('hands one buffer, encoded once, to every client with nothing personal in a flush', () => {
    const hub = new LiveHub();
    const idle = [new BytesConnection(), new BytesConnection(), new BytesConnection()];
    const mine = new BytesConnection();
    for (const [index, connection] of idle.entries()) hub.attach([`idle-${index}`], connection);
    hub.attach(['u1'], mine);
    for (const connection of [...idle, mine]) connection.texts = [];

    publishPrice(hub, 'EURUSD', 1.1002, 1.1);
    publishPrice(hub, 'XAUUSD', 2000.5, 2000);
    publishPosition(hub, 'u1', { type: 'position', id: '7', profit: 3, lastPrice: 1.1 });
    hub.flush();

    const [first] = idle[0].buffers;
    expect(first).toBeInstanceOf(Buffer);
    for (const connection of idle) {
      expect(connection.buffers).toHaveLength(1);
      expect(connection.buffers[0]).toBe(first);
      expect(connection.texts).toEqual([]);
    }
    expect(decodeLiveFrame(first.toString('utf8'))).toEqual([
      price('EURUSD', 1.1002, 1.1),
      price('XAUUSD', 2000.5, 2000),
    ]);
    expect(mine.buffers).toEqual([]);
    expect(mine.texts.map(decodeLiveFrame)).toEqual([
      [
        price('EURUSD', 1.1002, 1.1),
        price('XAUUSD', 2000.5, 2000),
        { type: 'position', id: '7', profit: 3, lastPrice: 1.1 },
      ],
    ]);

    // The next flush encodes its own frame: a buffer is never reused for other content.
    publishPrice(hub, 'EURUSD', 1.2002, 1.2);
    hub.flush();
    expect(idle[0].buffers[1]).not.toBe(first);
    expect(decodeLiveFrame(idle[0].buffers[1].toString('utf8'))).toEqual([price('EURUSD', 1.2002, 1.2)]);
    expect(hub.getStats().messagesSent).toBeGreaterThanOrEqual(3 * 3 + 3);
  });
});
