// The order clients' process (order-clients.cjs) seen from the bench: started with the run's
// settings, it warms up, then runs one measured slice whenever asked, and hands back its totals
// at the end. One message is awaited at a time, so each answer goes to the call that asked for it.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface OrderClientsSettings {
  port: number;
  tokens: string[];
  symbol: string;
  lots: number;
  warmupMs: number;
}

export interface ClientsResult {
  placed: number;
  closed: number;
  failed: number;
  failures: string[];
  /** The slices' time as the clients saw it. */
  elapsedMs: number;
  /** The clients' process CPU over the slices. */
  cpuMs: number;
  longestMs: number;
  latenciesMs: Float64Array;
}

type ClientsMessage = { ready: true } | { sliceAcked: number } | ClientsResult | { error: string };

export interface OrderClients {
  /** Settles once the warm-up is over. */
  ready(): Promise<void>;
  /** Runs one measured slice of `sliceMs`; answers the orders acknowledged in it. */
  slice(sliceMs: number): Promise<number>;
  /** Ends the clients; answers their totals over every slice. */
  finish(): Promise<ClientsResult>;
}

/** Waits for the child's next message; an error it reports, or its exit, rejects. */
function nextMessage(child: ChildProcess): Promise<ClientsMessage> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`order clients exited with ${code}`));
    child.once('exit', onExit);
    child.once('message', (message: ClientsMessage) => {
      child.off('exit', onExit);
      if ('error' in message) reject(new Error(message.error));
      else resolve(message);
    });
  });
}

export function startOrderClients(settings: OrderClientsSettings): OrderClients {
  // 'advanced' carries the answer times' Float64Array as it is.
  const child = fork(path.join(__dirname, 'order-clients.cjs'), [], { serialization: 'advanced' });
  const warmedUp = nextMessage(child);
  // Awaited in ready(); until then a failure must not surface as an unhandled rejection.
  warmedUp.catch(() => undefined);
  child.send(settings);
  return {
    async ready() {
      await warmedUp;
    },
    async slice(sliceMs) {
      const answer = nextMessage(child);
      child.send({ sliceMs });
      const message = await answer;
      if (!('sliceAcked' in message)) throw new Error('order clients: expected a slice’s count');
      return message.sliceAcked;
    },
    async finish() {
      const answer = nextMessage(child);
      child.send('finish');
      const message = await answer;
      if (!('placed' in message)) throw new Error('order clients: expected their totals');
      return message;
    },
  };
}
