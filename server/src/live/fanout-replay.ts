// A fan-out gateway's side of a publish batch: its columns (fanout-protocol.ts) replayed, in order,
// into the gateway's own hub, each message's text kept as the engine's process made it.
import type { LiveMessage } from '../../../contract/live';
import type { PublishBatch } from './fanout-protocol';
import { JsonText } from './json-text';
import type { LiveHub } from './live-hub';

type Publisher = Pick<LiveHub, 'publishPublic' | 'publishLatest' | 'publishMerged' | 'publishEvent'>;

export function replayBatch(hub: Publisher, { ops, args }: PublishBatch): void {
  const text = (at: number) => new JsonText(args[at] as string);
  const name = (at: number) => args[at] as string;
  let at = 0;
  for (const op of ops) {
    if (op === 'p') {
      hub.publishPublic(name(at), text(at + 1));
      at += 2;
    } else if (op === 'l') {
      hub.publishLatest(name(at), name(at + 1), text(at + 2));
      at += 3;
    } else if (op === 'm') {
      // Merged pieces merge field by field with what is pending, so they become objects again.
      hub.publishMerged(name(at), name(at + 1), JSON.parse(name(at + 2)) as LiveMessage);
      at += 3;
    } else {
      hub.publishEvent(name(at), text(at + 1), args[at + 2] ?? undefined);
      at += 3;
    }
  }
}
