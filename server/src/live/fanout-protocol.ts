// What the engine's process and its fan-out gateway processes say to each other over the IPC
// channel of child_process.fork. The engine's process keeps the domains, the tokens and the
// snapshots; a gateway holds the sockets, coalesces each client's messages, serializes the frames
// and writes them, so none of that per-socket work runs on the engine's thread.
import type { LiveMessage } from '../../../contract/live';

/**
 * A message in a batch: the domain's object (structured clone keeps its fields and their order, so
 * the gateway's JSON of it is the text the engine's process would have made), or a string when it
 * was already JSON text.
 */
export type ShippedMessage = LiveMessage | string;

/**
 * What the domains published since the last batch, in order, as columns: `ops` has one letter per
 * publish and `args` their arguments one after another:
 * - `p` public: key, message;
 * - `l` latest: channel, key, message;
 * - `m` merged: channel, key, message;
 * - `e` event: channel, message, the key it retires or null.
 * The gateway's own hub replays them and serializes the messages into its frames.
 */
export interface PublishBatch {
  ops: string;
  args: (string | ShippedMessage | null)[];
  /** Position figures as numbers (fanout-positions.ts), replayed after the publishes above. */
  positions?: PositionColumns;
  /**
   * Account figures as numbers (fanout-accounts.ts), replayed as merged values after the above:
   * names are channel and key (two a slot); rows are slot, order, mask, then the codes' values.
   */
  accounts?: PositionColumns;
}

/**
 * Position messages (`{ type: 'position', id, profit, lastPrice }`, latest per key) as columns.
 * `reset`: the gateway forgets its slots first. `slots` and `names`: each newly named slot and its
 * channel, key and id (three names a slot). `rows`: slot, profit, lastPrice, one row after another.
 */
export interface PositionColumns {
  reset: boolean;
  slots: number[];
  names: string[];
  rows: Float64Array;
}

/** The HTTP upgrade request of a handed-over socket: what the gateway's WebSocket handshake reads. */
export interface UpgradeRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

export type ToGateway =
  /** Sent with the socket's handle; the gateway completes the WebSocket handshake. */
  | { kind: 'socket'; id: number; request: UpgradeRequest }
  /** The token is good: the client listens on `channels` and gets the snapshot's personal part. */
  | { kind: 'attach'; id: number; channels: string[]; personal: LiveMessage[] }
  /** The client leaves its channels (its session switched account; an attach follows). */
  | { kind: 'detach'; id: number }
  | { kind: 'close'; id: number; code: number; reason: string }
  /** `sentAtMs`: when the engine's process sent it (ms since the epoch), to measure the lag. */
  | ({ kind: 'publish'; sentAtMs: number } & PublishBatch)
  /** Flush every client now (LiveHub.flush, for tests and benches). */
  | { kind: 'flush' }
  | { kind: 'stats'; request: number }
  /** Close every socket with 1001 and exit. */
  | { kind: 'stop' };

export interface GatewayStats {
  clients: number;
  framesSent: number;
  messagesSent: number;
  flushesSkipped: number;
  clientsCut: number;
  sliceFlushMsMax: number;
  /** Publish batches replayed, and their lag from being sent to being replayed: total and longest. */
  batches: number;
  batchLagMsTotal: number;
  batchLagMsMax: number;
  /** The lag's two parts: sent to received (the IPC channel and the wait for the loop), and the replay. */
  batchTransferMsTotal: number;
  batchReplayMsTotal: number;
  /** The gateway hub's timer flushes: their count and time in all (the loop held writing frames). */
  sliceFlushes: number;
  sliceFlushMsTotal: number;
  /** The gateway process's own CPU time since it started, in microseconds. */
  cpuMicros: number;
  /** Its event loop's delay since the previous stats request (or its start): p99 and longest, ms. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

/** The engine's process's side of the batches it shipped to one gateway (the fan-out bench's probe). */
export interface ShipStats {
  shipped: number;
  /** From the oldest publish in a batch to its shipping: the wait for the gateway's room. */
  waitMsTotal: number;
  /** Building the batch's columns and handing them to the channel, on the engine's thread. */
  buildMsTotal: number;
  /** The batches' strings, in characters. */
  chars: number;
}

export type FromGateway =
  | { kind: 'closed'; id: number }
  /** A publish batch has arrived: the next one may come. */
  | { kind: 'published' }
  | { kind: 'stats'; request: number; stats: GatewayStats };

/** The gateway's settings, passed in its environment as JSON. */
export interface GatewaySettings {
  flushIntervalMs?: number;
  flushSlices?: number;
  /** The hub's backpressure bounds (live-limits.ts when absent), applied to the gateway's sockets. */
  bufferedBytesSoftMax?: number;
  bufferedBytesHardMax?: number;
  eventQueueMax?: number;
  heartbeatIntervalMs: number;
  maxPayload: number;
}

export const GATEWAY_SETTINGS_ENV = 'LIVE_GATEWAY_SETTINGS';
