// What the live-relay passes share: a socket that records the frames a hub sends it, and NATS
// connections that the file closes after its tests.
import type { NatsConnection } from '@nats-io/transport-node';
import type { LiveMessage } from '../../contract/live';
import { connectNats } from '../src/cluster/nats-connection';
import type { LiveConnection } from '../src/live/live-hub';
import { NATS_URL } from './cluster-env';

export class RecordingSocket<Message = unknown> implements LiveConnection {
  readonly bufferedAmount = 0;
  readonly readyState = 1;
  readonly messages: Message[] = [];
  send(text: string): void {
    this.messages.push(...(JSON.parse(text) as Message[]));
  }
  close(): void {}
}

/** A numbered test message: its type and a counter the tests compare in order. */
export const message = (type: string, n: number) => ({ type, n }) as unknown as LiveMessage;

/** Connects nodes to the machine's NATS; `closeAll` in the file's afterAll. */
export function natsNodes(): { node(name: string): Promise<NatsConnection>; closeAll(): Promise<void> } {
  const connections: NatsConnection[] = [];
  return {
    async node(name) {
      const connection = await connectNats(NATS_URL, name);
      connections.push(connection);
      return connection;
    },
    async closeAll() {
      await Promise.all(connections.map((connection) => connection.close()));
    },
  };
}
