// One error handler for the whole server: every failure leaves as the envelope with a Turkish
// message. Client faults keep their status; anything unexpected is logged with its stack and
// answered 500 with the generic text, so no stack trace or internal message reaches a client.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serverTexts } from '../../../contract/server-texts';
import { DomainError } from '../domain/domain-error';
import { ApiError, failure } from './envelope';
import type { RefusalLookup } from './refusals';
import { turkishValidationMessage } from './validation-messages';

const common = serverTexts.common;

const MESSAGE_BY_STATUS: Record<number, string> = {
  400: serverTexts.validation.invalidInput,
  401: common.unauthorized,
  403: common.forbidden,
  404: common.notFound,
  405: common.methodNotAllowed,
  406: common.unsupportedMediaType,
  413: common.bodyTooLarge,
  415: common.unsupportedMediaType,
};

const MESSAGE_BY_FASTIFY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: common.badJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: common.badJson,
  FST_REQ_FILE_TOO_LARGE: serverTexts.users.uploadTooLarge,
};

export interface ClientFault {
  statusCode: number;
  message: string;
  code?: string;
}

/** Answers how a thrown value should look to the client; null means an unexpected failure. */
export function describeClientFault(error: unknown, refusalFor: RefusalLookup): ClientFault | null {
  if (error instanceof ApiError)
    return { statusCode: error.statusCode, message: error.message, code: error.code };
  if (error instanceof DomainError) {
    const refusal = refusalFor(error.code);
    if (!refusal) return null;
    const message = error.detail ?? refusal.message;
    return { statusCode: refusal.statusCode, message, code: refusal.wireCode ?? error.code };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.validation) {
    return {
      statusCode: 400,
      message: turkishValidationMessage(fastifyError.validation[0]),
      code: 'VALIDATION',
    };
  }
  // A JSON body that does not parse arrives as a SyntaxError carrying statusCode 400.
  const statusCode = fastifyError.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const byCode = fastifyError.code ? MESSAGE_BY_FASTIFY_CODE[fastifyError.code] : undefined;
    const message = byCode ?? (error instanceof SyntaxError ? common.badJson : MESSAGE_BY_STATUS[statusCode]);
    return { statusCode, message: message ?? common.generic };
  }
  return null;
}

/**
 * Fastify refuses a body over the limit before reading it and closes the connection; the client
 * is still sending (after `Expect: 100-continue` too), so the close arrives as a reset and the
 * client loses the 413. Keeping the connection lets Node read the rest and discard it; the request
 * timeout still bounds how long that may take.
 */
function keepConnectionToDrainBody(error: unknown, reply: FastifyReply): void {
  if ((error as Partial<FastifyError>).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    reply.removeHeader('connection');
}

/** `refusalFor` turns a domain's refusal code into its answer (see refusals.ts). */
export function installErrorHandler(app: FastifyInstance, refusalFor: RefusalLookup): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const fault = describeClientFault(error, refusalFor);
    if (fault) {
      keepConnectionToDrainBody(error, reply);
      request.log.info({ statusCode: fault.statusCode, code: fault.code }, 'request refused');
      return reply.code(fault.statusCode).send(failure(fault.message, fault.code));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(failure(common.generic, 'INTERNAL'));
  });
}

const FRAMEWORK_ANSWERS: Record<string, ClientFault> = {
  FST_ERR_BAD_URL: { statusCode: 400, message: common.badUrl, code: 'BAD_URL' },
  FST_ERR_MAX_PARAM_LENGTH: { statusCode: 414, message: common.urlTooLong, code: 'URL_TOO_LONG' },
};

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route runs (bad percent-encoding,
 * a parameter past the router's length limit). Answered in the envelope, never echoing the path.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const fault = FRAMEWORK_ANSWERS[error.code];
  if (fault) {
    request.log.info({ statusCode: fault.statusCode, code: fault.code }, 'request refused');
    void reply.code(fault.statusCode).send(failure(fault.message, fault.code));
    return;
  }
  request.log.error({ err: error }, 'request failed');
  void reply.code(500).send(failure(common.generic, 'INTERNAL'));
}

export function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send(failure(common.notFound, 'NOT_FOUND'));
}
