// How a trading command and its answer cross NATS between a gateway and its shard's leader. A
// command is its operation's name and its arguments as JSON; an answer is the value, or the
// refusal thrown on the leader in a form the gateway throws again unchanged: a DomainError keeps
// its code and detail (the gateway's refusal table gives the same status and Turkish text as one
// process would), an ApiError its status, text and code. Anything else is a broken invariant on
// the leader; the gateway answers it as a server error without the leader's internals.
import { DomainError } from '../domain/domain-error';
import { ApiError } from '../http/envelope';

export interface CommandRequest {
  op: string;
  args: unknown[];
}

export type CommandAnswer =
  | { ok: true; value?: unknown }
  | { ok: false; refusal: { code: string; detail?: string } }
  | { ok: false; api: { status: number; message: string; code?: string } }
  | { ok: false; failure: string };

/** The leader could not be asked: the transport's answer, turned into NO_LEADER by the client. */
export class CommandUnanswered extends Error {
  constructor(readonly why: string) {
    super(`no leader answered: ${why}`);
    this.name = 'CommandUnanswered';
  }
}

/** A leader's failure that was not a refusal; its message stays in the leader's log. */
export class LeaderFailure extends Error {
  constructor(op: string) {
    super(`the shard's leader failed on ${op}`);
    this.name = 'LeaderFailure';
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function encodeJson(value: CommandRequest | CommandAnswer): Uint8Array {
  return encoder.encode(JSON.stringify(value));
}

function decodeObject(data: Uint8Array): Record<string, unknown> {
  const value: unknown = JSON.parse(decoder.decode(data));
  if (typeof value !== 'object' || value === null) throw new Error('a command frame must be an object');
  return value as Record<string, unknown>;
}

export function decodeRequest(data: Uint8Array): CommandRequest {
  const frame = decodeObject(data);
  if (typeof frame.op !== 'string' || !Array.isArray(frame.args)) {
    throw new Error('a command needs an op name and an args array');
  }
  return { op: frame.op, args: frame.args as unknown[] };
}

export function decodeAnswer(data: Uint8Array): CommandAnswer {
  const frame = decodeObject(data);
  if (typeof frame.ok !== 'boolean') throw new Error('a command answer needs ok');
  return frame as CommandAnswer;
}

/** The answer for what a handler threw. */
export function answerOf(error: unknown): CommandAnswer {
  if (error instanceof DomainError) {
    return { ok: false, refusal: { code: error.code, detail: error.detail } };
  }
  if (error instanceof ApiError) {
    return { ok: false, api: { status: error.statusCode, message: error.message, code: error.code } };
  }
  return { ok: false, failure: error instanceof Error ? error.message : String(error) };
}

/** The value of an answer, or the refusal thrown again as the leader threw it. */
export function valueOf(op: string, answer: CommandAnswer): unknown {
  if (answer.ok) return answer.value;
  if ('refusal' in answer) throw new DomainError(answer.refusal.code, answer.refusal.detail);
  if ('api' in answer) throw new ApiError(answer.api.status, answer.api.message, answer.api.code);
  throw new LeaderFailure(op);
}
