// The public half of the live stream: messages that are the same for every client (today the
// latest price and market state of every symbol, published by market data), latest value per key. Each entry is serialized at most once per flush, and the joined text
// of "everything changed since generation g" is built once per flush for all clients synced at g,
// so a flush to 1,000 clients does the shared JSON work once, not 1,000 times.
import { jsonOf, type Outgoing } from './json-text';

/** A public message, or its JSON text already made (in a fan-out gateway). */
export type PublicMessage = Outgoing;

interface PublicEntry {
  message: PublicMessage;
  /** The first generation that carries this value. */
  changedGeneration: number;
  /** The message's JSON, or null until the next flush serializes the new value. */
  json: string | null;
}

/** The shared part of a frame: comma-joined JSON messages, ready to be concatenated. */
export interface SharedPiece {
  text: string;
  count: number;
  /** `[text]`, built once, for the clients that have nothing personal to add. */
  frame: string;
  /** `frame`'s UTF-8 bytes, encoded at its first use (frameBytesOf) and shared by every socket. */
  bytes?: Buffer;
}

/** The shared frame's bytes, encoded once per piece (once per flush for clients synced alike). */
export function frameBytesOf(piece: SharedPiece): Buffer {
  piece.bytes ??= Buffer.from(piece.frame);
  return piece.bytes;
}

const EMPTY_PIECE: SharedPiece = { text: '', count: 0, frame: '[]' };

export class PublicBoard {
  private readonly entries = new Map<string, PublicEntry>();
  private currentGeneration = 0;
  /** Pieces of the current generation by the generation a client was synced at. */
  private pieces = new Map<number, SharedPiece>();

  get generation(): number {
    return this.currentGeneration;
  }

  set(key: string, message: PublicMessage): void {
    const changedGeneration = this.currentGeneration + 1;
    const entry = this.entries.get(key);
    if (entry) {
      entry.message = message;
      entry.changedGeneration = changedGeneration;
      entry.json = null;
    } else {
      this.entries.set(key, { message, changedGeneration, json: null });
    }
  }

  /** Starts a flush: values set from now on belong to the next one. */
  advance(): number {
    this.currentGeneration += 1;
    this.pieces = new Map();
    return this.currentGeneration;
  }

  /** Every value changed after `syncedGeneration`, as one shared piece (memoized per flush). */
  since(syncedGeneration: number): SharedPiece {
    const cached = this.pieces.get(syncedGeneration);
    if (cached) return cached;
    const texts: string[] = [];
    for (const entry of this.entries.values()) {
      if (entry.changedGeneration > syncedGeneration) texts.push(entryJson(entry));
    }
    const text = texts.join(',');
    const piece = texts.length === 0 ? EMPTY_PIECE : { text, count: texts.length, frame: `[${text}]` };
    this.pieces.set(syncedGeneration, piece);
    return piece;
  }

  /** Every current value, for a snapshot. */
  all(): string[] {
    return [...this.entries.values()].map(entryJson);
  }
}

function entryJson(entry: PublicEntry): string {
  entry.json ??= jsonOf(entry.message);
  return entry.json;
}
