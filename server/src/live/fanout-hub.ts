// The live hub with its fan-out in gateway processes. Domains publish to it exactly as to LiveHub
// (it is one), but nothing per socket happens here: each publish is routed to the gateways holding
// a socket on its channel (public ones to every gateway), and every 5 ms each gateway with room for
// a batch gets what was published since as one IPC message (fanout-gateway-process.ts says why
// batches wait for room). The domains' before-flush tasks (the engine's drain) run once per client
// flush interval (25 ms), not at every 5 ms ship: each client gets one frame per interval anyway,
// and a drain's fixed cost and the figures a position changes twice within it are paid once. That
// cut the engine's thread's CPU per tick at 5,000 watched accounts by about a third (docs/scaling.md);
// a position's profit can reach its client up to one interval later. Prices and events still ship
// every 5 ms.
// The gateways (fanout-gateway.ts) own the sockets and do the coalescing, framing and writes.
// Node 20 cannot hand a socket to a worker thread, but it can hand one to a child process
// (child_process's handle passing), so the gateways are processes.
import type { Socket } from 'node:net';
import type { LiveMessage } from '../../../contract/live';
import { CLIENT_FRAME_BYTES_MAX } from '../../../contract/live';
import type { PendingBatch } from './fanout-batch';
import type { SlotHolder } from './position-routes';
import { GatewayProcess } from './fanout-gateway-process';
import type { GatewaySettings, GatewayStats, ShipStats, UpgradeRequest } from './fanout-protocol';
import type { Outgoing } from './json-text';
import { LiveHub, type LiveHubOptions } from './live-hub';
import type { AccountCodes } from './fanout-accounts';
import { PositionSlots, type PositionRoute, type SlotRoute } from './position-routes';
import { FLUSH_INTERVAL_MS, FLUSH_SLICES, HEARTBEAT_INTERVAL_MS } from './live-limits';

export interface FanoutHubOptions extends LiveHubOptions {
  /** How many gateway processes hold the sockets (at least 1). */
  processes: number;
  /** How often the before-flush tasks run, in ms (default: the flush interval); at least one ship. */
  drainIntervalMs?: number;
  heartbeatIntervalMs?: number;
}

interface RemoteSocket {
  readonly gateway: GatewayProcess;
  channels: readonly string[];
  readonly onClosed: () => void;
}

export class FanoutHub extends LiveHub {
  private readonly gateways: GatewayProcess[];
  private readonly remotes = new Map<number, RemoteSocket>();
  /** Per channel, the sockets listening on it and the gateway holding each. */
  private readonly listeners = new Map<string, Map<number, GatewayProcess>>();
  private readonly sliceMs: number;
  /** How often the domains' figures are drained, and when they last were (performance.now()). */
  private readonly drainIntervalMs: number;
  private lastDrainMs = -Infinity;
  private nextId = 1;
  private readonly slots = new PositionSlots();
  /** The account routes' slots (bounded as the positions' are, far above the watched accounts). */
  private readonly accountSlots = new PositionSlots(ACCOUNT_SLOTS_MAX);
  private readonly batches: PendingBatch[];
  private readonly accountRows: SlotHolder[];
  /** The gateway when there is only one (the publishes' fast path), else null. */
  private readonly single: GatewayProcess | null;
  private timer: NodeJS.Timeout | null = null;

  constructor(options: FanoutHubOptions) {
    super(options);
    const slices = Math.max(1, Math.floor(options.flushSlices ?? FLUSH_SLICES));
    const flushIntervalMs = options.flushIntervalMs ?? FLUSH_INTERVAL_MS;
    this.sliceMs = flushIntervalMs / slices;
    this.drainIntervalMs = options.drainIntervalMs ?? flushIntervalMs;
    const settings: GatewaySettings = {
      flushIntervalMs: options.flushIntervalMs,
      flushSlices: options.flushSlices,
      bufferedBytesSoftMax: options.bufferedBytesSoftMax,
      bufferedBytesHardMax: options.bufferedBytesHardMax,
      eventQueueMax: options.eventQueueMax,
      heartbeatIntervalMs: options.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS,
      maxPayload: CLIENT_FRAME_BYTES_MAX,
    };
    const listener = {
      closed: (id: number) => this.closed(id),
      exited: (ids: readonly number[]) => ids.forEach((id) => this.closed(id)),
    };
    const count = Math.max(1, Math.floor(options.processes));
    this.gateways = Array.from({ length: count }, () => new GatewayProcess(settings, listener));
    this.batches = this.gateways.map((gateway) => gateway.batch);
    this.accountRows = this.batches.map((batch) => batch.accountSlots);
    this.single = count === 1 ? this.gateways[0] : null;
  }

  override start(): void {
    if (this.timer) return;
    this.timer = setInterval(
      () => {
        this.drainIfDue();
        for (const gateway of this.gateways) gateway.ship();
        this.slots.restartIfFull(this.batches);
        this.accountSlots.restartIfFull(this.accountRows);
      },
      Math.max(1, this.sliceMs),
    );
    this.timer.unref();
  }

  /**
   * By time, not by count of ships: a timer that fires late (a busy loop) must not stretch the
   * drain's interval five times over. Half a ship early counts as due, so timer jitter does not
   * skip an interval.
   */
  private drainIfDue(): void {
    const nowMs = performance.now();
    if (nowMs - this.lastDrainMs < this.drainIntervalMs - this.sliceMs / 2) return;
    this.lastDrainMs = nowMs;
    this.runBeforeFlushTasks();
  }

  /** Tells the gateways to close their sockets (1001) and exit once they have. */
  override stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const gateway of this.gateways) gateway.tell({ kind: 'stop' });
  }

  /** Sends every gateway what is pending and has it flush every client now. */
  override flush(): void {
    this.runBeforeFlushTasks();
    for (const gateway of this.gateways) {
      gateway.ship(true);
      gateway.tell({ kind: 'flush' });
    }
  }

  override publishPublic(key: string, message: Outgoing): void {
    for (const gateway of this.gateways) gateway.batch.public(key, message);
  }

  // With one gateway (the usual case) a personal publish is one `has` on the listeners' map and a
  // call: a profile of the engine's process at 5,000 sockets showed the iterable `holders` returns
  // and its for...of at 15% of the process's busy time (about 800 publishes a tick).
  override publishLatest(channel: string, key: string, message: Outgoing): void {
    if (this.single) {
      if (this.listeners.has(channel)) this.single.batch.latest(channel, key, message);
    } else for (const gateway of this.holders(channel)) gateway.batch.latest(channel, key, message);
  }

  override publishPositionFigures(route: PositionRoute, profit: number, lastPrice: number): void {
    this.slots.slotOf(route);
    if (this.single) {
      if (this.listeners.has(route.channel)) this.single.batch.position(route, profit, lastPrice);
    } else
      for (const gateway of this.holders(route.channel)) gateway.batch.position(route, profit, lastPrice);
  }

  override publishAccountFigures(route: SlotRoute, changes: AccountCodes): void {
    this.accountSlots.slotOf(route);
    if (this.single) {
      if (this.listeners.has(route.channel)) this.single.batch.account(route, changes);
    } else for (const gateway of this.holders(route.channel)) gateway.batch.account(route, changes);
  }

  override publishMerged(channel: string, key: string, message: LiveMessage): void {
    if (this.single) {
      if (this.listeners.has(channel)) this.single.batch.merged(channel, key, message);
    } else for (const gateway of this.holders(channel)) gateway.batch.merged(channel, key, message);
  }

  override publishEvent(channel: string, message: Outgoing, retiresKey?: string): void {
    for (const gateway of this.holders(channel)) gateway.batch.event(channel, message, retiresKey);
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
    gateway.handOver({ kind: 'socket', id, request }, socket, () => this.closed(id));
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
    remote.gateway.ship(true);
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
    remote.gateway.tell({ kind: 'attach', id, channels: [...channels], personal });
  }

  /** The socket stops listening (an account switch; attachSocket follows). */
  detachSocket(id: number): void {
    const remote = this.remotes.get(id);
    if (!remote) return;
    this.unlisten(id, remote);
    remote.gateway.tell({ kind: 'detach', id });
  }

  closeSocket(id: number, code: number, reason: string): void {
    const remote = this.remotes.get(id);
    if (!remote) return;
    this.unlisten(id, remote);
    remote.gateway.tell({ kind: 'close', id, code, reason });
  }

  /** Each gateway's counters and CPU time (the fan-out bench divides them by what was delivered). */
  async gatewayStats(): Promise<GatewayStats[]> {
    return Promise.all(this.gateways.map((gateway) => gateway.stats()));
  }

  /** What the engine's process shipped to each gateway: batches, their wait, build time and size. */
  shipStats(): ShipStats[] {
    return this.gateways.map((gateway) => gateway.shipStats());
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

  private holders(channel: string): Iterable<GatewayProcess> {
    const sockets = this.listeners.get(channel);
    if (!sockets) return NONE;
    // With one gateway every socket is on it (the publishes above do not ask), and most channels
    // have one socket: no set to build.
    if (this.single) return this.gateways;
    if (sockets.size === 1) return [sockets.values().next().value as GatewayProcess];
    return new Set(sockets.values());
  }
}

const NONE: readonly GatewayProcess[] = [];
/** Account slots at most before they start again (one per account route met). */
const ACCOUNT_SLOTS_MAX = 50_000;
