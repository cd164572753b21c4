// One fan-out gateway process as the engine's process sees it: the child it forked, the sockets it
// holds, what is pending for it and how many batches it has not yet acknowledged.
//
// Why a batch waits for acknowledgements: the IPC channel queues without bound, so a gateway that
// falls behind (its loop busy writing frames, or the machine busy) would otherwise receive an ever
// longer queue of 5 ms batches, each carrying every update, and every value would arrive as late as
// the queue is long (seconds, measured). With at most IN_FLIGHT_MAX batches unacknowledged, what is
// published meanwhile coalesces in the pending batch (the latest value per key), so a gateway that
// falls behind costs freshness, never a queue, and what it receives next is the newest state. The
// gateway acknowledges a batch as it receives it, before replaying it: its own hub coalesces per
// key too, so only the channel needs the bound, and the next batch is on its way during the replay.
// Batches are bounded in size (fanout-batch.ts), so two in flight are two reads of the channel.
import { fork, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import path from 'node:path';
import { PendingBatch } from './fanout-batch';
import {
  GATEWAY_SETTINGS_ENV,
  type FromGateway,
  type GatewaySettings,
  type GatewayStats,
  type ShipStats,
  type ToGateway,
} from './fanout-protocol';

/** Batches sent to a gateway and not yet replayed by it, at most. */
export const IN_FLIGHT_MAX = 2;

/** The compiled gateway entry next to this file, or the TypeScript one run through tsx. */
function gatewayEntry(): { file: string; execArgv: string[] } {
  const fromSource = __filename.endsWith('.ts');
  return {
    file: path.join(__dirname, fromSource ? 'fanout-gateway-main.ts' : 'fanout-gateway-main.js'),
    execArgv: fromSource ? ['--require', require.resolve('tsx/cjs')] : [],
  };
}

export interface GatewayListener {
  /** The gateway says a socket is gone (closed by its peer, or never upgraded). */
  closed(id: number): void;
  /** The gateway died: every socket it held is gone. */
  exited(ids: readonly number[]): void;
}

export class GatewayProcess {
  /** The sockets this gateway holds. */
  readonly ids = new Set<number>();
  /** What to send next, coalesced while batches are in flight. */
  readonly batch = new PendingBatch();
  private readonly child: ChildProcess;
  private inFlight = 0;
  private nextRequest = 1;
  private readonly statsWaiters = new Map<number, (stats: GatewayStats) => void>();
  private readonly shipped: ShipStats = { shipped: 0, waitMsTotal: 0, buildMsTotal: 0, chars: 0 };

  constructor(settings: GatewaySettings, listener: GatewayListener) {
    const entry = gatewayEntry();
    this.child = fork(entry.file, [], {
      execArgv: entry.execArgv,
      env: { ...process.env, [GATEWAY_SETTINGS_ENV]: JSON.stringify(settings) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // Structured clone: the batch's messages cross as objects, cheaper than making their JSON here.
      serialization: 'advanced',
    });
    this.child.on('message', (message: FromGateway) => {
      if (message.kind === 'closed') listener.closed(message.id);
      else if (message.kind === 'published') this.inFlight = Math.max(0, this.inFlight - 1);
      else this.answered(message.request, message.stats);
    });
    // A gateway that dies takes its sockets with it; their clients reconnect to the others.
    this.child.on('exit', () => listener.exited([...this.ids]));
  }

  /**
   * Sends pending batches while the gateway has room for them (`force`: everything pending, in as
   * many batches as it takes, whatever is in flight).
   */
  ship(force = false): void {
    while (force || this.inFlight < IN_FLIGHT_MAX) {
      const startedMs = performance.now();
      const waitedMs = this.batch.waitedMs(startedMs);
      const batch = this.batch.take();
      if (!batch) return;
      this.inFlight += 1;
      const { ops, args, positions } = batch;
      this.tell({ kind: 'publish', sentAtMs: performance.timeOrigin + startedMs, ops, args, positions });
      this.shipped.shipped += 1;
      this.shipped.waitMsTotal += waitedMs;
      this.shipped.buildMsTotal += performance.now() - startedMs;
      this.shipped.chars += batch.chars;
    }
  }

  /** What was shipped to this gateway so far, seen from the engine's process. */
  shipStats(): ShipStats {
    return { ...this.shipped };
  }

  /** Hands over an upgrade request's socket; `onFailed` hears if the gateway could not take it. */
  handOver(message: ToGateway, socket: Socket, onFailed: () => void): void {
    if (!this.child.connected) {
      socket.destroy();
      queueMicrotask(onFailed);
      return;
    }
    // A gateway gone as the socket is handed over: the customer's socket closes and reconnects.
    this.child.send(message, socket, (error) => {
      if (!error) return;
      socket.destroy();
      onFailed();
    });
  }

  /** The gateway's counters and CPU time. */
  stats(): Promise<GatewayStats> {
    return new Promise((resolve) => {
      const request = this.nextRequest++;
      this.statsWaiters.set(request, resolve);
      this.tell({ kind: 'stats', request });
    });
  }

  /**
   * A gateway whose channel closes as we write (it is exiting, or died) cannot take the message;
   * its sockets reconnect to whoever serves next. The write's error goes to the callback rather
   * than being thrown or emitted, so a stop racing a gateway's exit never fails the server's close.
   */
  tell(message: ToGateway): void {
    if (!this.child.connected) return;
    try {
      this.child.send(message, () => undefined);
    } catch {
      // The channel closed between the check and the write: the same as a gateway that is gone.
    }
  }

  private answered(request: number, stats: GatewayStats): void {
    const waiter = this.statsWaiters.get(request);
    this.statsWaiters.delete(request);
    waiter?.(stats);
  }
}
