// The app-level live plugin: /websocket?auth=TOKEN for every domain. It authenticates each
// connection with the injected `verifyToken`, lets the domains prepare (hub.prepare), hands good
// connections to the hub (which sends the snapshot every domain contributes) and closes bad ones with
// 4401 after the upgrade, because a browser cannot read the HTTP status of a refused upgrade.
// Client frames carry nothing the server needs, so they are ignored; frames over 64 KB make `ws`
// close the socket (1009). Heartbeats find dead peers that never sent a close frame.
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  CLIENT_FRAME_BYTES_MAX,
  CLOSE_TOO_MANY_SOCKETS,
  CLOSE_UNAUTHORIZED,
  SOCKET_PATH,
} from '../../../contract/live';
import { sendNotFound } from '../http/error-handler';
import { strictObject } from '../http/schema';
import { FanoutHub } from './fanout-hub';
import type { LiveHub } from './live-hub';
import { LocalSockets, type SocketPort } from './local-sockets';
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
  channels: readonly string[];
}

/** The socket reads its token from ?auth= and nothing else. */
const SocketQuery = strictObject({ auth: Type.Optional(Type.String({ maxLength: 512 })) });

export const livePlugin: FastifyPluginAsync<LivePluginOptions> = async (app, options) => {
  const { hub, resolveChannels } = options;
  const fanout = hub instanceof FanoutHub ? hub : null;
  const tracked = new Map<SocketPort, TrackedSocket>();
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
      // The gateways' sockets too: the HTTP server's close waits for them.
      fanout?.stop();
      done();
    },
  });

  // With fan-out gateways, each gateway pings its own sockets.
  const local = new LocalSockets(hub, options.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS);
  hub.start();

  options.onSessionsChanged?.((channel) => {
    void refreshSockets(channel);
  });

  // The sessions service hashes tokens its own way; rather than depend on that, each socket on the
  // channel re-resolves its own token and follows the answer.
  async function refreshSockets(channel: string): Promise<void> {
    for (const [port, state] of [...tracked]) {
      if (!state.channels.includes(channel)) continue;
      const channels = await resolveChannels(state.token).catch(() => null);
      if (!tracked.has(port)) continue;
      if (!channels) {
        // Detached at once so nothing more reaches it while the close handshake runs.
        port.detach();
        tracked.delete(port);
        port.close(CLOSE_UNAUTHORIZED, 'unauthorized');
        continue;
      }
      if (sameChannels(channels, state.channels)) continue;
      port.detach();
      const prepared = await hub.prepare(channels).then(
        () => true,
        () => false,
      );
      if (!prepared || !port.isOpen()) {
        tracked.delete(port);
        port.close(CLOSE_INTERNAL_ERROR, 'try again');
        continue;
      }
      port.attach(channels);
      state.channels = channels;
    }
  }

  app.addHook('onClose', async () => {
    local.stop();
    hub.stop();
  });

  app.route({
    method: 'GET',
    url: SOCKET_PATH,
    schema: { querystring: SocketQuery },
    // With fan-out gateways the upgrade's socket goes to a gateway before the handshake: the
    // handler (and @fastify/websocket's handshake here) never runs for it.
    ...(fanout ? { preHandler: (request, reply, done) => handOff(fanout, request, reply, done) } : {}),
    // A plain GET (no upgrade) is not the socket: it gets the API's 404 envelope.
    handler: (_request, reply) => sendNotFound(reply),
    wsHandler: (socket, request) => {
      socket.on('message', ignoreClientFrame);
      socket.on('error', () => socket.terminate());
      return admitSocket(local.port(socket), request);
    },
  });

  function handOff(
    gateways: FanoutHub,
    request: FastifyRequest,
    reply: FastifyReply,
    done: (error?: Error) => void,
  ): void {
    if (!request.ws) return done();
    reply.hijack();
    const gone: (() => void)[] = [];
    const id = gateways.handOff(
      request.raw.socket,
      {
        method: request.raw.method ?? 'GET',
        url: request.raw.url ?? SOCKET_PATH,
        headers: request.raw.headers,
      },
      () => {
        for (const listener of gone) listener();
      },
    );
    void admitSocket(
      {
        isOpen: () => gateways.isOpen(id),
        attach: (channels) => gateways.attachSocket(id, channels),
        detach: () => gateways.detachSocket(id),
        close: (code, reason) => gateways.closeSocket(id, code, reason),
        onGone: (listener) => gone.push(listener),
      },
      request,
    );
  }

  async function admitSocket(port: SocketPort, request: FastifyRequest): Promise<void> {
    const token = readToken(request.query);
    // Counted from the upgrade, before the token is checked, so a thousand sockets opened at once
    // are held to the limit too.
    if (!openSockets.admit(token, request.ip)) {
      port.close(CLOSE_TOO_MANY_SOCKETS, 'too many sockets');
      return;
    }
    port.onGone(() => openSockets.release(token, request.ip));
    const channels = token ? await resolveChannels(token).catch(() => null) : null;
    if (!port.isOpen()) return;
    if (!channels) {
      port.close(CLOSE_UNAUTHORIZED, 'unauthorized');
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
      port.close(CLOSE_INTERNAL_ERROR, 'try again');
      return;
    }
    if (!port.isOpen()) return;
    port.attach(channels);
    tracked.set(port, { token, channels });
    port.onGone(() => {
      tracked.delete(port);
      port.detach();
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
