// Security headers written by hand in one onSend hook (no helmet dependency). They go on every
// answer: the SPA needs them, and on JSON they cost nothing.
import type { FastifyInstance, FastifyRequest } from 'fastify';

// A Host header we would echo into the CSP must look like a host; anything else gets 'self' only.
const HOST_PATTERN = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** The policy for a host (null: no usable Host header). */
function policyFor(host: string | null): string {
  // Older browsers do not count ws: of the same host as 'self', so the socket host is named.
  const socketSources = host === null ? '' : ` ws://${host} wss://${host}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    // styled-components injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${socketSources}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Policies by Host header: a server answers under a handful of names, and every answer needs one. */
const POLICIES_MAX = 64;
const policies = new Map<string, string>();
const POLICY_WITHOUT_HOST = policyFor(null);

export function contentSecurityPolicy(request: FastifyRequest): string {
  const host = request.headers.host;
  if (!host) return POLICY_WITHOUT_HOST;
  const known = policies.get(host);
  if (known !== undefined) return known;
  const policy = HOST_PATTERN.test(host) ? policyFor(host) : POLICY_WITHOUT_HOST;
  // Hosts are the client's to choose: past the bound the memory starts over rather than grow.
  if (policies.size >= POLICIES_MAX) policies.clear();
  policies.set(host, policy);
  return policy;
}

export function installSecurityHeaders(app: FastifyInstance): void {
  // A callback hook, not an async one: every answer runs it, and a promise each is a cost for nothing.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('Content-Security-Policy', contentSecurityPolicy(request));
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('X-Request-Id', request.id);
    // API answers carry tokens and a customer's data (login, register, profile, accounts,
    // transactions): no browser or proxy may keep them. A route that chose its own policy keeps it.
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'no-store');
    }
    done(null, payload);
  });
}
