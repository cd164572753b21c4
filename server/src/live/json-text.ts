// A live message that arrives already serialized: a fan-out gateway receives each message as the
// JSON text the engine's process made once, and its hub writes that text into frames as it is
// rather than parsing it and serializing it again per client. Everywhere else messages are objects.
import type { LiveMessage } from '../../../contract/live';

export class JsonText {
  constructor(readonly json: string) {}
}

/** What an outbox or the public board holds: a message, or one already in its JSON text. */
export type Outgoing = LiveMessage | JsonText;

export function jsonOf(message: Outgoing): string {
  return message instanceof JsonText ? message.json : JSON.stringify(message);
}
