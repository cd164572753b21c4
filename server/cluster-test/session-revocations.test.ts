// Session revocations across nodes over a real NATS: a token signed out on one node is refused on
// another node's very next verification once the message has arrived, though that node had just
// answered it from its cache; a node's own revocation is heard once, at once, not again from NATS.
import type { NatsConnection } from '@nats-io/transport-node';
import { createManualClock } from '../src/clock';
import type { Queryable } from '../src/db/database';
import { connectNats } from '../src/cluster/nats-connection';
import { natsSessionRevocations, type NatsSessionRevocations } from '../src/cluster/nats-session-revocations';
import { createSessionService } from '../src/sessions/session-service';
import type { SessionRevocation } from '../src/sessions/session-revocations';
import { hashToken } from '../src/sessions/tokens';
import { eventually, freshClusterName, NATS_URL } from './cluster-env';

const TOKEN = 'token-of-one-session';
const opened: { connection: NatsConnection; revocations: NatsSessionRevocations }[] = [];
afterAll(async () => {
  for (const { connection, revocations } of opened) {
    revocations.stop();
    await connection.close();
  }
});

/** One session row both nodes read: revoked once either node revokes it. */
function sharedSessionsTable() {
  let revoked = false;
  return (): Queryable => ({
    async query<T>(sql: string) {
      if (sql.startsWith('UPDATE sessions SET revoked_at')) {
        revoked = true;
        return [{ token_hash: hashToken(TOKEN), user_id: 'u1' }] as T[];
      }
      if (revoked) return [];
      return [
        { user_id: 'u1', role: 'customer', active_account_id: 'a1', expires_at: new Date(9e12) },
      ] as T[];
    },
  });
}

async function node(clusterName: string, nodeId: string, db: Queryable) {
  const connection = await connectNats(NATS_URL, nodeId);
  const revocations = natsSessionRevocations(connection, clusterName, nodeId);
  opened.push({ connection, revocations });
  // A subscription is a message to the server: flushed, it is in place before the other node
  // publishes (at a load of 19 one revocation was published ahead of it and never heard).
  await connection.flush();
  return { sessions: createSessionService(db, createManualClock(), { revocations }), revocations };
}

it('forgets on every node a session revoked on one', async () => {
  const clusterName = freshClusterName();
  const table = sharedSessionsTable();
  const a = await node(clusterName, 'node-a', table());
  const b = await node(clusterName, 'node-b', table());
  const heardOnA: SessionRevocation[] = [];
  a.revocations.subscribe((revocation) => heardOnA.push(revocation));
  const heardOnB: string[] = [];
  b.sessions.onRevoke((tokenHash) => heardOnB.push(tokenHash));
  // B has verified the token, so its next answer would come from its cache.
  expect(await b.sessions.verifySession(TOKEN)).toMatchObject({ userId: 'u1' });
  await a.sessions.revoke(hashToken(TOKEN));
  await eventually('node B hears the revocation', () => heardOnB.length === 1);
  expect(await b.sessions.verifySession(TOKEN)).toBeNull();
  expect(heardOnA).toEqual([{ tokenHash: hashToken(TOKEN), userId: 'u1' }]);
});
