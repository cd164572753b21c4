// A live message that is already serialized: a hub writes that text into frames as it is rather
// than parsing it and serializing it again per client. Domains publish objects; a fan-out gateway
// keeps as JsonText a publish that crossed to it as text (fanout-replay.ts).
import type { LiveMessage } from '../../../contract/live';

export class JsonText {
  constructor(readonly json: string) {}
}

/** What an outbox or the public board holds: a message, or one already in its JSON text. */
export type Outgoing = LiveMessage | JsonText;

export function jsonOf(message: Outgoing): string {
  return message instanceof JsonText ? message.json : JSON.stringify(message);
}
