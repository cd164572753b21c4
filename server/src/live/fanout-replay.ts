// A fan-out gateway's side of a publish batch: its columns (fanout-protocol.ts) replayed, in order,
// into the gateway's own hub. Messages arrive as the domains' objects and are serialized here, in
// the gateway, when its hub builds the frames; one that crossed as text is kept as that text.
import type { LiveMessage } from '../../../contract/live';
import type { PublishBatch, ShippedMessage } from './fanout-protocol';
import { JsonText, type Outgoing } from './json-text';
import type { LiveHub } from './live-hub';

type Publisher = Pick<LiveHub, 'publishPublic' | 'publishLatest' | 'publishMerged' | 'publishEvent'>;

function outgoingOf(shipped: ShippedMessage): Outgoing {
  return typeof shipped === 'string' ? new JsonText(shipped) : shipped;
}

export function replayBatch(hub: Publisher, { ops, args }: PublishBatch): void {
  const message = (at: number) => outgoingOf(args[at] as ShippedMessage);
  const name = (at: number) => args[at] as string;
  let at = 0;
  for (const op of ops) {
    if (op === 'p') {
      hub.publishPublic(name(at), message(at + 1));
      at += 2;
    } else if (op === 'l') {
      hub.publishLatest(name(at), name(at + 1), message(at + 2));
      at += 3;
    } else if (op === 'm') {
      // Merged pieces merge field by field with what is pending: they are shipped as objects.
      hub.publishMerged(name(at), name(at + 1), args[at + 2] as LiveMessage);
      at += 3;
    } else {
      hub.publishEvent(name(at), message(at + 1), (args[at + 2] as string | null) ?? undefined);
      at += 3;
    }
  }
}
