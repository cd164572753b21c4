// The live hub with its fan-out in gateway processes. Domains publish to it exactly as to LiveHub
// (it is one), but nothing per socket happens here: each publish is routed to the gateways holding
// a socket on its channel (public ones to every gateway), and every 5 ms, right after the domains'
// before-flush tasks (the engine's drain), each gateway gets what was published since as one IPC
// message. The gateways (fanout-gateway.ts) own the sockets and do the coalescing, serialization
// and writes. Node 20 cannot hand a socket to a worker thread, but it can hand one to a child
// process (child_process's handle passing), so the gateways are processes.
import { fork, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import path from 'node:path';
import type { LiveMessage } from '../../../contract/live';
import {
  GATEWAY_SETTINGS_ENV,
  type FanoutPublish,
  type FromGateway,
  type GatewaySettings,
  type GatewayStats,
  type ToGateway,
  type UpgradeRequest,
} from './fanout-protocol';
import { CLIENT_FRAME_BYTES_MAX } from '../../../contract/live';
import { LiveHub, type LiveHubOptions } from './live-hub';
import { FLUSH_INTERVAL_MS, FLUSH_SLICES, HEARTBEAT_INTERVAL_MS } from './live-limits';

export interface FanoutHubOptions extends LiveHubOptions {
  /** How many gateway processes hold the sockets (at least 1). */
  processes: number;
  heartbeatIntervalMs?: number;
}

interface Gateway {
  readonly child: ChildProcess;
  /** The sockets this gateway holds. */
  readonly ids: Set<number>;
  /** What to send next, in order; a value whose key is already pending replaces it in place. */
  pending: FanoutPublish[];
  /** Where each pending public, latest or merged value sits in `pending`. */
  pendingAt: Map<string, number>;
  /** Batches sent and not yet replayed: the timer sends the next only when this is 0. */
  unacknowledged: number;
}

interface RemoteSocket {
  readonly gateway: Gateway;
  channels: readonly string[];
  readonly onClosed: () => void;
}

/** The compiled gateway entry next to this file, or the TypeScript one run through tsx. */
function gatewayEntry(): { file: string; execArgv: string[] } {
  const fromSource = __filename.endsWith('.ts');
  return {
    file: path.join(__dirname, fromSource ? 'fanout-gateway-main.ts' : 'fanout-gateway-main.js'),
    execArgv: fromSource ? ['--require', require.resolve('tsx/cjs')] : [],
  };
}

export class FanoutHub extends LiveHub {
  private readonly gateways: Gateway[];
  private readonly remotes = new Map<number, RemoteSocket>();
  /** Per channel, the sockets listening on it and the gateway holding each. */
  private readonly listeners = new Map<string, Map<number, Gateway>>();
  private readonly sliceMs: number;
  private readonly statsWaiters = new Map<number, (stats: GatewayStats) => void>();
  private nextId = 1;
  private timer: NodeJS.Timeout | null = null;

  constructor(options: FanoutHubOptions) {
    super(options);
    const slices = Math.max(1, Math.floor(options.flushSlices ?? FLUSH_SLICES));
    this.sliceMs = (options.flushIntervalMs ?? FLUSH_INTERVAL_MS) / slices;
    const settings: GatewaySettings = {
      flushIntervalMs: options.flushIntervalMs,
      flushSlices: options.flushSlices,
      heartbeatIntervalMs: options.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS,
      maxPayload: CLIENT_FRAME_BYTES_MAX,
    };
    const entry = gatewayEntry();
    this.gateways = Array.from({ length: Math.max(1, Math.floor(options.processes)) }, () => {
      const child = fork(entry.file, [], {
        execArgv: entry.execArgv,
        env: { ...process.env, [GATEWAY_SETTINGS_ENV]: JSON.stringify(settings) },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      const gateway: Gateway = {
        child,
        ids: new Set(),
        pending: [],
        pendingAt: new Map(),
        unacknowledged: 0,
      };
      child.on('message', (message: FromGateway) => this.hear(gateway, message));
      // A gateway that dies takes its sockets with it; their clients reconnect to the others.
      child.on('exit', () => {
        for (const id of [...gateway.ids]) this.closed(id);
      });
      return gateway;
    });
  }

  override start(): void {
    if (this.timer) return;
    this.timer = setInterval(
      () => {
        this.runBeforeFlushTasks();
        for (const gateway of this.gateways) this.ship(gateway);
      },
      Math.max(1, this.sliceMs),
    );
    this.timer.unref();
  }

  /** Tells the gateways to close their sockets (1001) and exit once they have. */
  override stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const gateway of this.gateways) this.tell(gateway, { kind: 'stop' });
  }

  /** Sends every gateway what is pending and has it flush every client now. */
  override flush(): void {
    this.runBeforeFlushTasks();
    for (const gateway of this.gateways) {
      this.ship(gateway);
      this.tell(gateway, { kind: 'flush' });
    }
  }

  // Replacing a pending value in place gives the gateway's hub the same end state as replaying
  // both (the hub keeps the latest value per key, and merges pieces the same way); only an event
  // that retires a key ends that in-place window, so a later value of the key queues after it.

  override publishPublic(key: string, message: LiveMessage): void {
    for (const gateway of this.gateways) {
      const at = gateway.pendingAt.get(`p\0${key}`);
      if (at === undefined) {
        gateway.pendingAt.set(`p\0${key}`, gateway.pending.length);
        gateway.pending.push(['public', key, message]);
      } else gateway.pending[at][2] = message;
    }
  }

  override publishLatest(channel: string, key: string, message: LiveMessage): void {
    for (const gateway of this.holders(channel)) {
      const slot = `l\0${channel}\0${key}`;
      const at = gateway.pendingAt.get(slot);
      if (at === undefined) {
        gateway.pendingAt.set(slot, gateway.pending.length);
        gateway.pending.push(['latest', channel, key, message]);
      } else gateway.pending[at][3] = message;
    }
  }

  override publishMerged(channel: string, key: string, message: LiveMessage): void {
    for (const gateway of this.holders(channel)) {
      const slot = `m\0${channel}\0${key}`;
      const at = gateway.pendingAt.get(slot);
      const entry = at === undefined ? undefined : gateway.pending[at];
      if (entry?.[0] === 'merged') entry[3] = { ...entry[3], ...message } as LiveMessage;
      else {
        gateway.pendingAt.set(slot, gateway.pending.length);
        gateway.pending.push(['merged', channel, key, message]);
      }
    }
  }

  override publishEvent(channel: string, message: LiveMessage, retiresKey?: string): void {
    for (const gateway of this.holders(channel)) {
      if (retiresKey !== undefined) gateway.pendingAt.delete(`l\0${channel}\0${retiresKey}`);
      gateway.pending.push(['event', channel, message, retiresKey]);
    }
  }

  override isWatched(channel: string): boolean {
    return this.listeners.has(channel);
  }

  /**
   * Hands an upgrade request's socket to the least busy gateway, which completes the handshake.
   * Returns the socket's id for attachSocket / closeSocket; `onClosed` hears when it is gone.
   */
  handOff(socket: Socket, request: UpgradeRequest, onClosed: () => void): number {
    const gateway = this.gateways.reduce((best, other) => (other.ids.size < best.ids.size ? other : best));
    const id = this.nextId++;
    this.remotes.set(id, { gateway, channels: [], onClosed });
    gateway.ids.add(id);
    if (gateway.child.connected)
      // A gateway gone as the socket is handed over: the customer's socket closes and reconnects.
      gateway.child.send({ kind: 'socket', id, request } satisfies ToGateway, socket, (error) => {
        if (!error) return;
        socket.destroy();
        this.closed(id);
      });
    else {
      socket.destroy();
      queueMicrotask(() => this.closed(id));
    }
    return id;
  }

  isOpen(id: number): boolean {
    return this.remotes.has(id);
  }

  /** The socket listens on `channels` from now on and receives their snapshot at once. */
  attachSocket(id: number, channels: readonly string[]): void {
    const remote = this.remotes.get(id);
    if (!remote) return;
    this.unlisten(id, remote);
    // What was published before this attach must not reach the new client: it goes out first.
    this.ship(remote.gateway);
    remote.channels = channels;
    for (const channel of channels) {
      let sockets = this.listeners.get(channel);
      if (!sockets) {
        sockets = new Map();
        this.listeners.set(channel, sockets);
        this.notifyWatch(channel, true);
      }
      sockets.set(id, remote.gateway);
    }
    const personal = this.personalSnapshot(channels);
    this.tell(remote.gateway, { kind: 'attach', id, channels: [...channels], personal });
  }

  /** The socket stops listening (an account switch; attachSocket follows). */
  detachSocket(id: number): void {
    const remote = this.remotes.get(id);
    if (!remote) return;
    this.unlisten(id, remote);
    this.tell(remote.gateway, { kind: 'detach', id });
  }

  closeSocket(id: number, code: number, reason: string): void {
    const remote = this.remotes.get(id);
    if (!remote) return;
    this.unlisten(id, remote);
    this.tell(remote.gateway, { kind: 'close', id, code, reason });
  }

  /** Each gateway's counters and CPU time (the fan-out bench divides them by what was delivered). */
  async gatewayStats(): Promise<GatewayStats[]> {
    return Promise.all(
      this.gateways.map(
        (gateway) =>
          new Promise<GatewayStats>((resolve) => {
            const request = this.nextId++;
            this.statsWaiters.set(request, resolve);
            this.tell(gateway, { kind: 'stats', request });
          }),
      ),
    );
  }

  private hear(gateway: Gateway, message: FromGateway): void {
    if (message.kind === 'closed') return this.closed(message.id);
    if (message.kind === 'published') {
      gateway.unacknowledged = Math.max(0, gateway.unacknowledged - 1);
      return;
    }
    const waiter = this.statsWaiters.get(message.request);
    this.statsWaiters.delete(message.request);
    waiter?.(message.stats);
  }

  private closed(id: number): void {
    const remote = this.remotes.get(id);
    if (!remote) return;
    this.unlisten(id, remote);
    this.remotes.delete(id);
    remote.gateway.ids.delete(id);
    remote.onClosed();
  }

  private unlisten(id: number, remote: RemoteSocket): void {
    for (const channel of remote.channels) {
      const sockets = this.listeners.get(channel);
      if (!sockets?.delete(id) || sockets.size > 0) continue;
      this.listeners.delete(channel);
      this.notifyWatch(channel, false);
    }
    remote.channels = [];
  }

  private holders(channel: string): Iterable<Gateway> {
    const sockets = this.listeners.get(channel);
    if (!sockets) return NONE;
    // Most channels have one socket, and with one gateway every socket is on it: no set to build.
    if (sockets.size === 1 || this.gateways.length === 1) return [sockets.values().next().value as Gateway];
    return new Set(sockets.values());
  }

  private ship(gateway: Gateway): void {
    if (gateway.pending.length === 0) return;
    const publishes = gateway.pending;
    gateway.pending = [];
    gateway.pendingAt.clear();
    gateway.unacknowledged += 1;
    this.tell(gateway, { kind: 'publish', publishes });
  }

  /**
   * A gateway whose channel closes as we write (it is exiting, or died) cannot take the message;
   * its sockets reconnect to whoever serves next. The write's error goes to the callback rather
   * than being thrown or emitted, so a stop racing a gateway's exit never fails the server's close.
   */
  private tell(gateway: Gateway, message: ToGateway): void {
    if (!gateway.child.connected) return;
    try {
      gateway.child.send(message, () => undefined);
    } catch {
      // The channel closed between the check and the write: the same as a gateway that is gone.
    }
  }
}

const NONE: readonly Gateway[] = [];
