// Session revocations across a cluster's nodes: each node publishes its own on
// `<CLUSTER_NAME>.sessions.revoked` and hears the others', so a token signed out on one node is
// forgotten by every node's cache of verified tokens (sessions/verified-sessions.ts) and its sockets
// re-resolve there too. This node's own revocations are heard at once, in-process, as on one node;
// another node's arrive as fast as NATS carries them, and the cache's age bound covers a message
// lost while NATS was away.
import type { NatsConnection } from '@nats-io/transport-node';
import {
  RevocationListeners,
  type SessionRevocation,
  type SessionRevocations,
} from '../sessions/session-revocations';

export const sessionsRevokedSubject = (clusterName: string): string => `${clusterName}.sessions.revoked`;

interface RevocationFrame extends SessionRevocation {
  /** The node that made the change; it has told its own listeners already. */
  from: string;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function isFrame(value: unknown): value is RevocationFrame {
  if (typeof value !== 'object' || value === null) return false;
  const frame = value as Record<string, unknown>;
  return (
    typeof frame.from === 'string' &&
    typeof frame.userId === 'string' &&
    (frame.tokenHash === null || typeof frame.tokenHash === 'string')
  );
}

export interface NatsSessionRevocations extends SessionRevocations {
  stop(): void;
}

export function natsSessionRevocations(
  nats: NatsConnection,
  clusterName: string,
  nodeId: string,
): NatsSessionRevocations {
  const subject = sessionsRevokedSubject(clusterName);
  const listeners = new RevocationListeners();
  const subscription = nats.subscribe(subject, {
    callback: (error, message) => {
      if (error) return;
      let frame: unknown;
      try {
        frame = JSON.parse(decoder.decode(message.data));
      } catch {
        return;
      }
      if (!isFrame(frame) || frame.from === nodeId) return;
      listeners.tell({ tokenHash: frame.tokenHash, userId: frame.userId });
    },
  });
  return {
    publish(revocation) {
      listeners.tell(revocation);
      const frame: RevocationFrame = { ...revocation, from: nodeId };
      nats.publish(subject, encoder.encode(JSON.stringify(frame)));
    },
    subscribe: (listener) => listeners.add(listener),
    stop: () => subscription.unsubscribe(),
  };
}
