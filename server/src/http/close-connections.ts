// Node closes idle keep-alive connections when the server closes, but a connection busy with a
// request at that moment would stay open after its answer until the keep-alive timeout (72 s).
// Answers sent while closing therefore say `Connection: close`, so the close ends promptly.
import type { FastifyInstance } from 'fastify';

export function installCloseConnections(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook: every answer runs it (security-headers.ts says why).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done(null, payload);
  });
}
