// The fastify plugin of /websocket?auth=TOKEN. It authenticates each connection with the injected
// `verifyToken`, hands good ones to the hub (which sends the snapshot) and closes bad ones with
// 4401 after the upgrade, because a browser cannot read the HTTP status of a refused upgrade.
// Client frames carry nothing the server needs, so they are ignored; frames over 64 KB make `ws`
// close the socket (1009). Heartbeats find dead peers that never sent a close frame.
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { CLIENT_FRAME_BYTES_MAX, CLOSE_UNAUTHORIZED, SOCKET_PATH } from '../../../contract/live';
import type { LiveClient, LiveHub } from './live-hub';
import { CLOSE_GOING_AWAY, CLOSE_INTERNAL_ERROR, HEARTBEAT_INTERVAL_MS } from './live-limits';

export type VerifyToken = (token: string) => Promise<string | null>;
export type RevokeListener = (tokenHash: string, userId: string) => void;

export interface LiveSocketOptions {
  hub: LiveHub;
  verifyToken: VerifyToken;
  /** Core's sessions service; a revoked token's sockets are closed with 4401 at once. */
  onRevoke?: (listener: RevokeListener) => void;
  heartbeatIntervalMs?: number;
  /** Loads whatever the user's snapshot needs (their account into the engine) before it is sent. */
  prepare?: (userId: string) => Promise<void>;
}

interface TrackedSocket {
  token: string;
  client: LiveClient;
  alive: boolean;
}

const OPEN = 1;

export const liveSocket: FastifyPluginAsync<LiveSocketOptions> = async (app, options) => {
  const { hub, verifyToken } = options;
  const tracked = new Map<WebSocket, TrackedSocket>();

  await app.register(websocket, {
    options: { maxPayload: CLIENT_FRAME_BYTES_MAX },
    // Replaces the default (a bare close, code 1005) so clients learn the server is going away.
    preClose: function closeWithGrace(this: FastifyInstance, done: () => void) {
      for (const socket of this.websocketServer.clients)
        socket.close(CLOSE_GOING_AWAY, 'server shutting down');
      this.websocketServer.close();
      done();
    },
  });

  const heartbeat = setInterval(() => {
    for (const [socket, state] of tracked) {
      if (!state.alive) {
        socket.terminate();
        continue;
      }
      state.alive = false;
      socket.ping();
    }
  }, options.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS);
  heartbeat.unref();
  hub.start();

  options.onRevoke?.((_tokenHash, userId) => {
    void closeRevoked(userId);
  });

  // Core hashes tokens its own way; rather than depend on that, the user's sockets re-check their
  // tokens and the ones that no longer verify are closed.
  async function closeRevoked(userId: string): Promise<void> {
    for (const [socket, state] of [...tracked]) {
      if (state.client.userId !== userId) continue;
      const stillValid = await verifyToken(state.token).catch(() => null);
      if (stillValid === userId) continue;
      // Detached at once so nothing more reaches it while the close handshake runs.
      hub.detach(state.client);
      socket.close(CLOSE_UNAUTHORIZED, 'unauthorized');
    }
  }

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    hub.stop();
  });

  app.get(SOCKET_PATH, { websocket: true }, async (socket, request) => {
    socket.on('message', ignoreClientFrame);
    socket.on('error', () => socket.terminate());
    const token = readToken(request.query);
    const userId = token ? await verifyToken(token).catch(() => null) : null;
    if (socket.readyState !== OPEN) return;
    if (!userId) {
      socket.close(CLOSE_UNAUTHORIZED, 'unauthorized');
      return;
    }
    const prepared = await (options.prepare?.(userId) ?? Promise.resolve()).then(
      () => true,
      (error: unknown) => {
        request.log.error({ err: error }, 'live socket could not prepare the snapshot');
        return false;
      },
    );
    if (!prepared) {
      socket.close(CLOSE_INTERNAL_ERROR, 'try again');
      return;
    }
    if (socket.readyState !== OPEN) return;
    const state: TrackedSocket = { token, client: hub.attach(userId, socket), alive: true };
    tracked.set(socket, state);
    socket.on('pong', () => {
      state.alive = true;
    });
    socket.on('close', () => {
      tracked.delete(socket);
      hub.detach(state.client);
    });
  });
};

function ignoreClientFrame(): void {
  // The protocol has no client messages; anything sent is dropped on purpose.
}

function readToken(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const auth = (query as Record<string, unknown>).auth;
  return typeof auth === 'string' ? auth : '';
}
