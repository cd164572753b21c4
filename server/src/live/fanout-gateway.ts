// One fan-out gateway: a child process that holds a share of the live sockets. The engine's process
// hands each upgraded connection's socket over before the WebSocket handshake, then tells the
// gateway what the domains publish (fanout-protocol.ts). The gateway replays those publishes into a
// LiveHub of its own, the same hub the single-process server uses, so coalescing, backpressure,
// the flush slices and every frame's bytes are the same; only the process that does it differs.
// Messages arrive as the domains' objects (structured clone) and are serialized here, so neither
// the JSON of a message nor the write of a frame runs on the engine's thread.
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { LiveMessage } from '../../../contract/live';
import type {
  FromGateway,
  GatewaySettings,
  GatewayStats,
  PublishBatch,
  ToGateway,
  UpgradeRequest,
} from './fanout-protocol';
import { BatchReplay } from './fanout-replay';
import { CLOSE_GOING_AWAY } from './live-limits';
import { LoopDelayWindow } from './loop-delay';
import { LiveHub, type LiveClient } from './live-hub';
import { wsConnection } from './ws-connection';

interface GatewaySocket {
  socket: WebSocket | null;
  client: LiveClient | null;
  alive: boolean;
  /** What arrived for the socket before its handshake completed. */
  early: ToGateway[];
}

const OPEN = 1;

export class FanoutGateway {
  private readonly hub: LiveHub;
  private readonly replay: BatchReplay;
  private readonly server: WebSocketServer;
  private readonly sockets = new Map<number, GatewaySocket>();
  private readonly heartbeat: NodeJS.Timeout;
  /** The personal part of the snapshot being attached (the hub's only snapshot contributor). */
  private personal: LiveMessage[] = [];
  private stopping = false;
  private readonly loopDelay = new LoopDelayWindow();
  private readonly batches = { count: 0, lagMsTotal: 0, lagMsMax: 0, transferMsTotal: 0, replayMsTotal: 0 };

  constructor(
    settings: GatewaySettings,
    private readonly send: (message: FromGateway) => void,
    private readonly exit: () => void,
  ) {
    this.hub = new LiveHub({
      flushIntervalMs: settings.flushIntervalMs,
      flushSlices: settings.flushSlices,
      bufferedBytesSoftMax: settings.bufferedBytesSoftMax,
      bufferedBytesHardMax: settings.bufferedBytesHardMax,
      eventQueueMax: settings.eventQueueMax,
      yieldBetweenSlices: true,
    });
    this.hub.addSnapshotContributor(() => this.personal);
    this.replay = new BatchReplay(this.hub);
    this.server = new WebSocketServer({ noServer: true, maxPayload: settings.maxPayload });
    this.heartbeat = setInterval(() => this.ping(), settings.heartbeatIntervalMs);
    this.heartbeat.unref();
    this.hub.start();
  }

  receive(message: ToGateway, handle?: unknown): void {
    switch (message.kind) {
      case 'socket':
        return this.accept(message.id, message.request, handle as Socket | undefined);
      case 'publish':
        return this.published(message);
      case 'flush':
        return this.hub.flush();
      case 'stats':
        return this.send({ kind: 'stats', request: message.request, stats: this.stats() });
      case 'stop':
        return this.stop();
      default:
        return this.control(message);
    }
  }

  private accept(id: number, request: UpgradeRequest, socket: Socket | undefined): void {
    if (!socket) return this.send({ kind: 'closed', id });
    const state: GatewaySocket = { socket: null, client: null, alive: true, early: [] };
    this.sockets.set(id, state);
    // A handshake that fails (a bad request) destroys the socket without a WebSocket.
    socket.once('close', () => {
      if (!state.socket) this.forget(id);
    });
    socket.on('error', () => socket.destroy());
    const upgrade = { ...request, socket } as unknown as IncomingMessage;
    this.server.handleUpgrade(upgrade, socket, Buffer.alloc(0), (ws) => {
      state.socket = ws;
      ws.on('message', ignoreClientFrame);
      ws.on('error', () => ws.terminate());
      ws.on('pong', () => {
        state.alive = true;
      });
      ws.on('close', () => this.forget(id));
      for (const early of state.early.splice(0)) this.control(early);
    });
  }

  private control(message: ToGateway): void {
    if (message.kind !== 'attach' && message.kind !== 'detach' && message.kind !== 'close') return;
    const state = this.sockets.get(message.id);
    if (!state) return;
    if (!state.socket) {
      state.early.push(message);
      return;
    }
    if (state.client) this.hub.detach(state.client);
    state.client = null;
    if (message.kind === 'attach' && state.socket.readyState === OPEN) {
      this.personal = message.personal;
      state.client = this.hub.attach(message.channels, wsConnection(state.socket));
      this.personal = [];
    } else if (message.kind === 'close') {
      state.socket.close(message.code, message.reason);
    }
  }

  private published(batch: PublishBatch & { sentAtMs: number }): void {
    const receivedMs = performance.timeOrigin + performance.now();
    // Acknowledged on receipt: the next batch crosses the channel while this one is replayed.
    this.send({ kind: 'published' });
    this.replay.replay(batch);
    const replayedMs = performance.timeOrigin + performance.now();
    const lagMs = replayedMs - batch.sentAtMs;
    this.batches.count += 1;
    this.batches.lagMsTotal += lagMs;
    this.batches.transferMsTotal += receivedMs - batch.sentAtMs;
    this.batches.replayMsTotal += replayedMs - receivedMs;
    if (lagMs > this.batches.lagMsMax) this.batches.lagMsMax = lagMs;
  }

  private forget(id: number): void {
    const state = this.sockets.get(id);
    if (!state) return;
    if (state.client) this.hub.detach(state.client);
    this.sockets.delete(id);
    this.send({ kind: 'closed', id });
    if (this.stopping && this.sockets.size === 0) this.exit();
  }

  private ping(): void {
    for (const state of this.sockets.values()) {
      if (!state.socket) continue;
      if (!state.alive) {
        state.socket.terminate();
        continue;
      }
      state.alive = false;
      state.socket.ping();
    }
  }

  private stop(): void {
    this.stopping = true;
    clearInterval(this.heartbeat);
    this.loopDelay.stop();
    this.hub.stop();
    if (this.sockets.size === 0) return this.exit();
    for (const [id, state] of [...this.sockets]) {
      if (state.socket) state.socket.close(CLOSE_GOING_AWAY, 'server shutting down');
      else this.forget(id);
    }
  }

  private stats(): GatewayStats {
    const hub = this.hub.getStats();
    const cpu = process.cpuUsage();
    const loopDelay = this.loopDelay.take();
    return {
      clients: hub.clients,
      framesSent: hub.framesSent,
      messagesSent: hub.messagesSent,
      flushesSkipped: hub.flushesSkipped,
      clientsCut: hub.clientsCut,
      sliceFlushMsMax: hub.sliceFlushMsMax,
      batches: this.batches.count,
      batchLagMsTotal: this.batches.lagMsTotal,
      batchLagMsMax: this.batches.lagMsMax,
      batchTransferMsTotal: this.batches.transferMsTotal,
      batchReplayMsTotal: this.batches.replayMsTotal,
      sliceFlushes: hub.sliceFlushes,
      sliceFlushMsTotal: hub.sliceFlushMsTotal,
      cpuMicros: cpu.user + cpu.system,
      loopDelayP99Ms: loopDelay.p99Ms,
      loopDelayMaxMs: loopDelay.maxMs,
    };
  }
}

function ignoreClientFrame(): void {
  // The protocol has no client messages; anything sent is dropped on purpose.
}
