// The port opens before the server is built. Opening the database (on a new PGlite folder: a copy
// of the prepared one, or initdb on the first start on a machine), the demo seed, building the
// parts and compiling the routes take seconds, tens of them on a loaded machine; a browser opened
// at once would see "connection refused". So main.ts listens first, with this server: the
// requests that need no database (GET /api/health, the SPA's page and bundles) are answered at
// once by a small early app, and every other request and socket upgrade waits, in arrival order,
// until the built app takes over; one still waiting after `holdMs` gets a Turkish 503 instead.
//
// The built Fastify app is given a server object of its own that never listens (its
// `serverFactory`): its request handler is called from here, and socket upgrades are passed on to
// it, so Fastify's close never touches the listening server. Closing that is this module's job.
import { Server, createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface StartingServerOptions {
  /** Answers the requests `answersEarly` picks until the app takes over. */
  early: RequestHandler;
  answersEarly(request: IncomingMessage): boolean;
  /** How long a request may wait for the app before the 503. */
  holdMs: number;
  /** The 503's JSON body (the failure envelope, in Turkish). */
  refusalBody: string;
  /** Node's settings for the listening server (request timeout, connection checks). */
  http: { requestTimeout: number; connectionsCheckingInterval: number };
  connectionTimeoutMs: number;
}

export interface StartingServer {
  /** The listening server (its address; tests reach it through this). */
  readonly server: Server;
  /** For Fastify's `serverFactory`: remembers the app's handler, answers the app's own server. */
  serverFactory(handler: RequestHandler): Server;
  /** From now on the app answers everything, the waiting requests first, in arrival order. */
  handOver(): void;
  listen(port: number, host: string): Promise<string>;
  /** Stops taking connections; resolves once the open ones have ended. */
  close(): Promise<void>;
}

interface Waiting {
  run(): void;
  refuse(): void;
  timer: NodeJS.Timeout;
}

/** Fastify's default, kept for the connections this server now owns. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

function refuseRequest(response: ServerResponse, body: string): void {
  response.writeHead(503, {
    'Content-Type': 'application/json; charset=utf-8',
    'Retry-After': '5',
    'Cache-Control': 'no-store',
  });
  response.end(body);
}

function refuseUpgrade(socket: Duplex, body: string): void {
  const head = `HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json; charset=utf-8\r\n`;
  socket.end(`${head}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

function listenOn(server: Server, port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const shown = typeof address === 'object' && address ? address : { address: host, port };
      const hostPart = shown.address.includes(':') ? `[${shown.address}]` : shown.address;
      resolve(`http://${hostPart}:${shown.port}`);
    });
  });
}

export function createStartingServer(options: StartingServerOptions): StartingServer {
  const server = createServer(options.http);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.setTimeout(options.connectionTimeoutMs);
  const appServer = new Server();
  let appHandler: RequestHandler | null = null;
  let handedOver = false;
  const waiting = new Set<Waiting>();

  /** Runs `run` once the app has taken over, or `refuse` after holdMs, whichever comes first. */
  function hold(run: () => void, refuse: () => void): void {
    const entry: Waiting = {
      run,
      refuse,
      timer: setTimeout(() => {
        waiting.delete(entry);
        refuse();
      }, options.holdMs),
    };
    waiting.add(entry);
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (handedOver && appHandler) return appHandler(request, response);
    if (options.answersEarly(request)) return options.early(request, response);
    hold(
      () => appHandler?.(request, response),
      () => refuseRequest(response, options.refusalBody),
    );
  });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (handedOver) return appServer.emit('upgrade', request, socket, head);
    socket.on('error', () => socket.destroy());
    hold(
      () => appServer.emit('upgrade', request, socket, head),
      () => refuseUpgrade(socket, options.refusalBody),
    );
  });

  return {
    server,
    serverFactory(handler) {
      appHandler = handler;
      return appServer;
    },
    handOver() {
      if (!appHandler) throw new Error('handOver: the app was not built with serverFactory');
      handedOver = true;
      for (const entry of waiting) {
        clearTimeout(entry.timer);
        entry.run();
      }
      waiting.clear();
    },
    listen: (port, host) => listenOn(server, port, host),
    close() {
      for (const entry of waiting) {
        clearTimeout(entry.timer);
        entry.refuse();
      }
      waiting.clear();
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
    },
  };
}
