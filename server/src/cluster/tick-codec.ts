// A tick as it crosses NATS: the symbol is the subject's last token (market-data-subjects.ts), so
// the payload is only the three numbers, 24 bytes of little-endian float64 (ask, bid, time). JSON
// of the same tick is about 60 bytes and a parse per message; ticks are the hot path of every
// subscriber (each engine leader and gateway), so they cross as raw numbers.
import type { Tick } from '../engine/engine-types';

export const TICK_BYTES = 24;

export function encodeTick(tick: Tick): Uint8Array {
  const bytes = new Uint8Array(TICK_BYTES);
  const view = new DataView(bytes.buffer);
  view.setFloat64(0, tick.ask, true);
  view.setFloat64(8, tick.bid, true);
  view.setFloat64(16, tick.time, true);
  return bytes;
}

/** The tick of `symbol` in `bytes`, or null when they are not one (wrong size, not a quote). */
export function decodeTick(symbol: string, bytes: Uint8Array): Tick | null {
  if (bytes.byteLength !== TICK_BYTES) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, TICK_BYTES);
  const ask = view.getFloat64(0, true);
  const bid = view.getFloat64(8, true);
  const time = view.getFloat64(16, true);
  // The engine refuses a tick that is not a quote by throwing; a bad message stops here instead.
  const isQuote = Number.isFinite(ask) && Number.isFinite(bid) && bid > 0 && ask >= bid;
  if (!isQuote || !Number.isSafeInteger(time)) return null;
  return { symbol, ask, bid, time };
}
