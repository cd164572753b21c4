// A network-level fake for jest: replaces global fetch and answers by "METHOD /api/path" routes.
// Every call is recorded so tests can assert what was sent (body, headers).
export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export type FakeReply = { status?: number; body?: unknown } | 'network-error';
export type FakeHandler = (call: RecordedCall) => FakeReply | Promise<FakeReply>;

export interface FakeApi {
  calls: RecordedCall[];
  on(route: string, handler: FakeHandler | FakeReply): FakeApi;
  callsTo(route: string): RecordedCall[];
  restore(): void;
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Installs the fake; unknown routes answer 404 with the server's envelope. */
export function installFakeApi(): FakeApi {
  const original = globalThis.fetch;
  const routes = new Map<string, FakeHandler>();
  const calls: RecordedCall[] = [];

  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(
      input instanceof Request ? input : new URL(String(input), 'http://localhost'),
      init,
    );
    const url = new URL(request.url);
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: await readBody(request),
    };
    calls.push(call);
    const handler = routes.get(`${call.method} ${call.path}`);
    const reply = handler
      ? await handler(call)
      : { status: 404, body: { status: false, message: 'Bulunamadı.' } };
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };

  const api: FakeApi = {
    calls,
    on(route, handler) {
      routes.set(route, typeof handler === 'function' ? handler : () => handler);
      return api;
    },
    callsTo: (route) => calls.filter((call) => `${call.method} ${call.path}` === route),
    restore: () => {
      globalThis.fetch = original;
    },
  };
  return api;
}
