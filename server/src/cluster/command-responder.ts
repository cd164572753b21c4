// A shard leader's side of the commands: it answers `<cluster>.cmd.shard.<N>` while it leads that
// shard, running each command through its handler and replying with the value or the refusal
// (command-codec.ts). Standbys never subscribe, so a gateway asking while no node leads hears at
// once that no one responds. A deposed leader exits, which ends its subscription with it.
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { answerOf, decodeRequest, encodeJson, type CommandAnswer } from './command-codec';
import { commandSubject } from './command-client';

export type CommandHandler = (args: unknown[]) => Promise<unknown>;
export type CommandHandlers = Readonly<Record<string, CommandHandler>>;

/** One command frame in, its answer frame out; never throws (a bad frame is answered too). */
export async function answerCommand(
  handlers: CommandHandlers,
  data: Uint8Array,
  /** Hears what was not a refusal (a broken invariant): the gateway gets no more than its name. */
  onFailure: (error: unknown) => void = () => undefined,
): Promise<Uint8Array> {
  let answer: CommandAnswer;
  try {
    const request = decodeRequest(data);
    const handler = Object.hasOwn(handlers, request.op) ? handlers[request.op] : undefined;
    if (!handler) throw new Error(`unknown command ${request.op}`);
    const value = await handler(request.args);
    answer = value === undefined ? { ok: true } : { ok: true, value };
  } catch (error) {
    answer = answerOf(error);
    if ('failure' in answer) onFailure(error);
  }
  return encodeJson(answer);
}

export interface CommandResponder {
  stop(): Promise<void>;
}

export function startCommandResponder(options: {
  nats: NatsConnection;
  clusterName: string;
  shard: number;
  handlers: CommandHandlers;
  onFailure: (error: unknown) => void;
}): CommandResponder {
  const subscription: Subscription = options.nats.subscribe(
    commandSubject(options.clusterName, options.shard),
    {
      callback: (error, message) => {
        if (error) return options.onFailure(error);
        answerCommand(options.handlers, message.data, options.onFailure).then(
          (answer) => message.respond(answer),
          (failure: unknown) => options.onFailure(failure),
        );
      },
    },
  );
  return {
    async stop() {
      await subscription.drain();
    },
  };
}
