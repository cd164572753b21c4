// The node's one NATS connection. Refused at start with NATS_URL's name when the server cannot be
// reached (a typo or a missing server must not look like a hang); once running it reconnects for
// ever, since losing NATS for a while must not end the node (reads from PostgreSQL keep working).
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { ConfigError } from '../config';

export const NATS_CONNECT_TIMEOUT_MS = 3_000;
const RECONNECT_WAIT_MS = 500;

export async function connectNats(url: string, nodeId: string): Promise<NatsConnection> {
  try {
    return await connect({
      servers: url,
      name: nodeId,
      timeout: NATS_CONNECT_TIMEOUT_MS,
      reconnect: true,
      maxReconnectAttempts: -1,
      reconnectTimeWait: RECONNECT_WAIT_MS,
    });
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`NATS at NATS_URL=${url} cannot be reached (${why}); start it or fix NATS_URL`);
  }
}

/** Subjects of one cluster: every name starts with CLUSTER_NAME, so two clusters never meet. */
export function subjects(clusterName: string) {
  return {
    livePublic: `${clusterName}.live.public`,
    /** `account:ID` → `<c>.live.account.ID`: a channel is two subject tokens. */
    liveChannel: (channel: string) => `${clusterName}.live.${channel.replace(':', '.')}`,
    liveInterest: `${clusterName}.live.interest`,
    liveInterestSync: `${clusterName}.live.interest.sync`,
  };
}
