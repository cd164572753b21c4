// A loopback server for the UI benchmark: serves the built SPA, answers the REST calls the
// dashboard makes (symbols, profile, empty order lists, candles) and pushes prices over
// /websocket at the rate we choose. Using our own feed, not the broker's simulator, fixes the
// load at exactly SYMBOL_COUNT x UPDATES_PER_SECOND.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import type { SymbolInfo } from '../../contract/entities';
import { SOCKET_PATH } from '../../contract/live';
import { demoProfile } from '../../src/test/fixtures';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

const PROFILE = demoProfile();

export interface BenchServer {
  url: string;
  /** Sockets of connected pages. */
  clients: () => WebSocket[];
  close: () => Promise<void>;
}

function sendJson(response: ServerResponse, body: unknown): void {
  response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}

function answerApi(pathname: string, symbols: readonly SymbolInfo[], response: ServerResponse): void {
  if (pathname === '/api/margin/infos') return sendJson(response, { status: true, data: symbols });
  if (pathname === '/api/users/profile') return sendJson(response, { status: true, data: PROFILE });
  if (pathname.startsWith('/api/margin/candles/')) return sendJson(response, { status: true, data: [] });
  // Order lists, notifications and the rest: empty pages.
  return sendJson(response, { status: true, data: [], currentPage: 1, totalPages: 1 });
}

function serveFile(distDir: string, pathname: string, response: ServerResponse): void {
  const candidate = path.join(distDir, path.normalize(pathname).replace(/^([/\\])+/, ''));
  const inside = candidate.startsWith(distDir) && existsSync(candidate) && statSync(candidate).isFile();
  // Unknown paths are client routes: the SPA's index.html handles them.
  const file = inside ? candidate : path.join(distDir, 'index.html');
  response.writeHead(200, {
    'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
  });
  createReadStream(file).pipe(response);
}

export async function startBenchServer(
  distDir: string,
  symbols: readonly SymbolInfo[],
): Promise<BenchServer> {
  const root = path.resolve(distDir);
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname.startsWith('/api/')) answerApi(pathname, symbols, response);
    else serveFile(root, pathname, response);
  });
  const sockets = new WebSocketServer({ server, path: SOCKET_PATH });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    clients: () => [...sockets.clients],
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.close(() => resolve());
      }),
  };
}
