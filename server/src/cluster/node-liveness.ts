// A cluster node's proof of life in PostgreSQL: one connection of its own holding a session
// advisory lock on the node's name for as long as the process lives. PostgreSQL releases it the
// moment the connection closes, and a `kill -9` closes it at once (the kernel closes the socket),
// so a standby finds a dead leader's lock free and takes its lease without waiting for the lease
// to lapse (lease-store.ts, `acquireLease` with the class below). A paused process keeps its
// connection and its lock: it is deposed by its lease's expiry, as before; a node whose own
// connection broke may be deposed early, which the epoch fence makes safe (it writes nothing).
// A node competes for leases only once it holds its lock, so a live leader is never taken early
// because its lock was not taken yet.
import pg from 'pg';

/** The first key of the liveness locks, apart from every other advisory lock of the server. */
export const LIVENESS_LOCK_CLASS = 7_401;
/** How often a node retries taking its lock (a previous process of the same name still closing). */
export const LIVENESS_RETRY_MS = 250;

export interface NodeLiveness {
  close(): Promise<void>;
}

export interface NodeLivenessOptions {
  databaseUrl: string;
  nodeId: string;
  warn(message: string, error: unknown): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function tryLock(client: pg.Client, nodeId: string): Promise<boolean> {
  const result = await client.query<{ locked: boolean }>(
    'SELECT pg_try_advisory_lock($1::int, hashtext($2::text)) AS locked',
    [LIVENESS_LOCK_CLASS, nodeId],
  );
  return result.rows[0]?.locked === true;
}

/** Connects and waits until the node's lock is held; a broken connection is made again. */
export async function holdNodeLiveness(options: NodeLivenessOptions): Promise<NodeLiveness> {
  let client: pg.Client | null = null;
  let closed = false;
  const connect = async (): Promise<void> => {
    while (!closed) {
      const next = new pg.Client({ connectionString: options.databaseUrl });
      next.on('error', (error) => options.warn('the liveness connection failed', error));
      try {
        await next.connect();
        while (!closed && !(await tryLock(next, options.nodeId))) await sleep(LIVENESS_RETRY_MS);
        client = next;
        next.once('end', () => {
          client = null;
          if (!closed) void connect();
        });
        return;
      } catch (error) {
        options.warn('taking the liveness lock failed', error);
        await next.end().catch(() => undefined);
        await sleep(LIVENESS_RETRY_MS);
      }
    }
  };
  await connect();
  return {
    async close() {
      closed = true;
      const open: pg.Client | null = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
