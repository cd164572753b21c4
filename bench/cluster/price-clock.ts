// When each price left the engine: the bench listens to the cluster's public live stream on NATS
// (what the leader publishes to every gateway) and notes each moment it saw each symbol's bid. A
// bid comes back now and then, so a client's receipt is matched with the latest publication of that
// bid before it. The receipt minus this moment is the price's way through NATS, the gateway and
// its socket; the moment is when this process read it, so a busy bench process shortens the figure.
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { NATS_URL } from '../../server/cluster-test/cluster-env';

interface PublicFrame {
  kind: string;
  message?: { type?: string; symbol?: string; bid?: number };
}

export class PriceClock {
  private readonly seen = new Map<string, number[]>();
  private constructor(private readonly nats: NatsConnection) {}

  static async listen(clusterName: string): Promise<PriceClock> {
    const nats = await connect({ servers: NATS_URL });
    const clock = new PriceClock(nats);
    const decoder = new TextDecoder();
    nats.subscribe(`${clusterName}.live.public`, {
      callback: (_error, message) => {
        const at = performance.timeOrigin + performance.now();
        const frame = JSON.parse(decoder.decode(message.data)) as PublicFrame;
        const price = frame.message;
        if (price?.type !== 'price' || price.symbol === undefined || price.bid === undefined) return;
        const key = `${price.symbol} ${price.bid}`;
        const times = clock.seen.get(key);
        if (times) times.push(at);
        else clock.seen.set(key, [at]);
      },
    });
    return clock;
  }

  /** When the bid was last published before `receivedAt`, or undefined when never seen before it. */
  publishedAt(symbol: string, bid: number, receivedAt: number): number | undefined {
    const times = this.seen.get(`${symbol} ${bid}`) ?? [];
    let latest: number | undefined;
    for (const at of times) if (at <= receivedAt) latest = at;
    return latest;
  }

  async close(): Promise<void> {
    await this.nats.close();
  }
}

export function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}
