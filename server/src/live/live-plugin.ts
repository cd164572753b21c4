// The app-level live plugin: /websocket?auth=TOKEN for every domain. It authenticates each
// connection with the injected `verifyToken`, lets the domains prepare (hub.prepare), hands good
// connections to the hub (which sends the snapshot every domain contributes) and closes bad ones with
// 4401 after the upgrade, because a browser cannot read the HTTP status of a refused upgrade.
// Client frames carry nothing the server needs, so they are ignored; frames over 64 KB make `ws`
// close the socket (1009). Heartbeats find dead peers that never sent a close frame.
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { CLIENT_FRAME_BYTES_MAX, SOCKET_PATH } from '../../../contract/live';
import { sendNotFound } from '../http/error-handler';
import { strictObject } from '../http/schema';
import type { SocketSlots } from '../http/limit-ports';
import { memorySocketSlots } from '../limits/memory-limits';
import { FanoutHub } from './fanout-hub';
import type { LiveHub } from './live-hub';
import { LocalSockets, type SocketPort } from './local-sockets';
import { CLOSE_GOING_AWAY, HEARTBEAT_INTERVAL_MS } from './live-limits';
import { SocketAdmission, type ResolveChannels } from './socket-admission';

export type { ResolveChannels };
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
  /**
   * Counts the sockets each token and address hold open (config.socketsPerTokenMax, …PerAddressMax):
   * in this process by default, across gateways in a cluster (limits/limit-ports.ts); none if absent.
   */
  openSockets?: SocketSlots;
}

/** The socket reads its token from ?auth= and nothing else. */
const SocketQuery = strictObject({ auth: Type.Optional(Type.String({ maxLength: 512 })) });

export const livePlugin: FastifyPluginAsync<LivePluginOptions> = async (app, options) => {
  const { hub } = options;
  const fanout = hub instanceof FanoutHub ? hub : null;
  const admission = new SocketAdmission(
    hub,
    options.resolveChannels,
    options.openSockets ?? memorySocketSlots(Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY),
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
    void admission.refresh(channel);
  });

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
    ...(fanout
      ? {
          preHandler: (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
            if (!request.ws) return done();
            reply.hijack();
            void admission.admit(gatewayPort(fanout, request), request);
          },
        }
      : {}),
    // A plain GET (no upgrade) is not the socket: it gets the API's 404 envelope.
    handler: (_request, reply) => sendNotFound(reply),
    wsHandler: (socket, request) => {
      socket.on('message', ignoreClientFrame);
      socket.on('error', () => socket.terminate());
      return admission.admit(local.port(socket), request);
    },
  });
};

/** Hands an upgrade request's socket to a gateway; the port drives it there by its id. */
function gatewayPort(gateways: FanoutHub, request: FastifyRequest): SocketPort {
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
  return {
    isOpen: () => gateways.isOpen(id),
    attach: (channels) => gateways.attachSocket(id, channels),
    detach: () => gateways.detachSocket(id),
    close: (code, reason) => gateways.closeSocket(id, code, reason),
    onGone: (listener) => gone.push(listener),
  };
}

function ignoreClientFrame(): void {
  // The protocol has no client messages; anything sent is dropped on purpose.
}
