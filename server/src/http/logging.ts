// Structured logs (pino through fastify) with a request id on every line. Tokens and passwords
// never reach a log: headers are not logged, the fields that may carry secrets are censored, and
// URLs that carry a token (the socket's ?auth=, reset-password/{token}) are masked, as are search
// terms (the back office's ?search= holds customers' names, e-mails and phones).
import { randomUUID } from 'node:crypto';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config';

const CENSORED = '[redacted]';

export function maskUrl(url: string): string {
  return url
    .replace(/([?&](?:auth|token|search)=)[^&#]*/gi, `$1${CENSORED}`)
    .replace(/(\/reset-password\/)[^/?#]+/i, `$1${CENSORED}`);
}

export interface LoggingOptions {
  level: LogLevel;
  /** Tests pass a stream to read what was logged. */
  stream?: NodeJS.WritableStream;
}

export function loggerOptions(options: LoggingOptions): FastifyServerOptions['logger'] {
  return {
    level: options.level,
    ...(options.stream ? { stream: options.stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'headers.authorization',
        'password',
        'passwordConfirm',
        'token',
        '*.password',
        '*.passwordConfirm',
        '*.token',
      ],
      censor: CENSORED,
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: maskUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}

export function newRequestId(): string {
  return randomUUID();
}
