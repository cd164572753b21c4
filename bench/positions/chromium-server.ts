// A loopback server for the Chromium run of the positions bench: serves a built SPA and answers
// the calls /transactions makes, with CLOSED_TRADES closed trades paged by PAGE_SIZE. No socket:
// the page's reconnect attempts are cheap and the bench measures list rendering.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Order, UserProfile } from '../../contract/entities';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

const PROFILE: UserProfile = {
  id: 'bench',
  name: 'Bench',
  surname: 'Customer',
  email: 'bench@example.com',
  phone: '5550000000',
  role: 'customer',
  accountId: 'a1',
  accountKind: 'real',
  currency: 'USD',
  balance: 10000,
  credit: 0,
  margin: 0,
  assets: 10000,
  marginFree: 10000,
  marginPct: 0,
  floating: 0,
};

function sendJson(response: ServerResponse, body: unknown): void {
  response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}

export interface ListServer {
  url: string;
  close: () => Promise<void>;
}

export async function startListServer(
  distDir: string,
  closed: Order[],
  pageSize: number,
): Promise<ListServer> {
  const root = path.resolve(distDir);
  const totalPages = Math.ceil(closed.length / pageSize);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const page = Number(url.searchParams.get('page') ?? '1');
    if (url.pathname === '/api/users/profile') return sendJson(response, { status: true, data: PROFILE });
    if (url.pathname === '/api/orders/transaction') {
      const data = closed.slice((page - 1) * pageSize, page * pageSize);
      return sendJson(response, { status: true, data, currentPage: page, totalPages });
    }
    if (url.pathname.startsWith('/api/')) {
      return sendJson(response, { status: true, data: [], currentPage: 1, totalPages: 0 });
    }
    const candidate = path.join(root, path.normalize(url.pathname).replace(/^([/\\])+/, ''));
    const isFile = candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile();
    const file = isFile ? candidate : path.join(root, 'index.html');
    response.writeHead(200, {
      'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
