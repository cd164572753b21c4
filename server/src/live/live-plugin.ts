// The app-level live plugin: /websocket?auth=TOKEN for every domain. It authenticates each
// connection with the injected `verifyToken`, lets the domains prepare (hub.prepare), hands good
// connections to the hub (which sends the snapshot every domain contributes) and closes bad ones with
// 4401 after the upgrade, because a browser cannot read the HTTP status of a refused upgrade.
// Client frames carry nothing the server needs, so they are ignored; frames over 64 KB make `ws`
// close the socket (1009). Heartbeats find dead peers that never sent a close frame.
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { Type } from '@sinclair/typebox';
import {
  CLIENT_FRAME_BYTES_MAX,
  CLOSE_TOO_MANY_SOCKETS,
  CLOSE_UNAUTHORIZED,
  SOCKET_PATH,
} from '../../../contract/live';
import { sendNotFound } from '../http/error-handler';
import { strictObject } from '../http/schema';
import type { LiveClient, LiveHub } from './live-hub';
import { OpenSocketCounts } from './open-socket-counts';
import { CLOSE_GOING_AWAY, CLOSE_INTERNAL_ERROR, HEARTBEAT_INTERVAL_MS } from './live-limits';

/** The channels a token's socket listens on, or null for a bad, revoked or expired token. */
export type ResolveChannels = (token: string) => Promise<string[] | null>;
/** Hears that the sessions listening on `channel` changed (a revocation, an account switch). */
export type SessionsChangedListener = (channel: string) => void;

export interface LivePluginOptions {
  hub: LiveHub;
  resolveChannels: ResolveChannels;
  /**
   * The sessions service reports changes here; the sockets on that channel re-resolve their token:
   * a revoked one is closed with 4401 at once, one whose channels changed (its session switched
   * account) is re-attached and receives a fresh snapshot.
   */
  onSessionsChanged?: (listener: SessionsChangedListener) => void;
  heartbeatIntervalMs?: number;
  /** Sockets one token may hold open at once (config.socketsPerTokenMax); none if absent. */
  socketsPerTokenMax?: number;
  /** Sockets one address may hold open at once (config.socketsPerAddressMax); none if absent. */
  socketsPerAddressMax?: number;
}

interface TrackedSocket {
  token: string;
  client: LiveClient;
  alive: boolean;
}

const OPEN = 1;
/** The socket reads its token from ?auth= and nothing else. */
const SocketQuery = strictObject({ auth: Type.Optional(Type.String({ maxLength: 512 })) });

export const livePlugin: FastifyPluginAsync<LivePluginOptions> = async (app, options) => {
  const { hub, resolveChannels } = options;
  const tracked = new Map<WebSocket, TrackedSocket>();
  const openSockets = new OpenSocketCounts(
    options.socketsPerTokenMax ?? Number.POSITIVE_INFINITY,
    options.socketsPerAddressMax ?? Number.POSITIVE_INFINITY,
  );

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

  options.onSessionsChanged?.((channel) => {
    void refreshSockets(channel);
  });

  // The sessions service hashes tokens its own way; rather than depend on that, each socket on the
  // channel re-resolves its own token and follows the answer.
  async function refreshSockets(channel: string): Promise<void> {
    for (const [socket, state] of [...tracked]) {
      if (!state.client.channels.includes(channel)) continue;
      const channels = await resolveChannels(state.token).catch(() => null);
      if (!tracked.has(socket)) continue;
      if (!channels) {
        // Detached at once so nothing more reaches it while the close handshake runs.
        hub.detach(state.client);
        tracked.delete(socket);
        socket.close(CLOSE_UNAUTHORIZED, 'unauthorized');
        continue;
      }
      if (sameChannels(channels, state.client.channels)) continue;
      hub.detach(state.client);
      const prepared = await hub.prepare(channels).then(
        () => true,
        () => false,
      );
      if (!prepared || socket.readyState !== OPEN) {
        tracked.delete(socket);
        socket.close(CLOSE_INTERNAL_ERROR, 'try again');
        continue;
      }
      state.client = hub.attach(channels, socket);
    }
  }

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    hub.stop();
  });

  app.route({
    method: 'GET',
    url: SOCKET_PATH,
    schema: { querystring: SocketQuery },
    // A plain GET (no upgrade) is not the socket: it gets the API's 404 envelope.
    handler: (_request, reply) => sendNotFound(reply),
    wsHandler: (socket, request) => attachSocket(socket, request),
  });

  async function attachSocket(socket: WebSocket, request: FastifyRequest): Promise<void> {
    socket.on('message', ignoreClientFrame);
    socket.on('error', () => socket.terminate());
    const token = readToken(request.query);
    // Counted from the upgrade, before the token is checked, so a thousand sockets opened at once
    // are held to the limit too.
    if (!openSockets.admit(token, request.ip)) {
      socket.close(CLOSE_TOO_MANY_SOCKETS, 'too many sockets');
      return;
    }
    socket.once('close', () => openSockets.release(token, request.ip));
    const channels = token ? await resolveChannels(token).catch(() => null) : null;
    if (socket.readyState !== OPEN) return;
    if (!channels) {
      socket.close(CLOSE_UNAUTHORIZED, 'unauthorized');
      return;
    }
    const prepared = await hub.prepare(channels).then(
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
    const state: TrackedSocket = { token, client: hub.attach(channels, socket), alive: true };
    tracked.set(socket, state);
    socket.on('pong', () => {
      state.alive = true;
    });
    socket.on('close', () => {
      tracked.delete(socket);
      hub.detach(state.client);
    });
  }
};

function sameChannels(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((channel) => b.includes(channel));
}

function ignoreClientFrame(): void {
  // The protocol has no client messages; anything sent is dropped on purpose.
}

function readToken(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const auth = (query as Record<string, unknown>).auth;
  return typeof auth === 'string' ? auth : '';
}
