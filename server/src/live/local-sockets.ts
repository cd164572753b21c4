// The live sockets held in this process (no fan-out gateways): each one's port for the socket
// plugin, and the heartbeat that pings them and terminates those that stopped answering (dead
// peers that never sent a close frame). With gateways, each gateway pings its own sockets.
import type { WebSocket } from 'ws';
import type { LiveClient, LiveHub } from './live-hub';
import { wsConnection } from './ws-connection';

/** One socket as the plugin sees it, wherever it lives (here, or in a fan-out gateway). */
export interface SocketPort {
  isOpen(): boolean;
  attach(channels: readonly string[]): void;
  detach(): void;
  close(code: number, reason: string): void;
  onGone(listener: () => void): void;
}

const OPEN = 1;

export class LocalSockets {
  /** Each attached socket, and whether it answered the last ping. */
  private readonly alive = new Map<WebSocket, boolean>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly hub: LiveHub,
    heartbeatIntervalMs: number,
  ) {
    this.heartbeat = setInterval(() => this.ping(), heartbeatIntervalMs);
    this.heartbeat.unref();
  }

  port(socket: WebSocket): SocketPort {
    let client: LiveClient | null = null;
    return {
      isOpen: () => socket.readyState === OPEN,
      attach: (channels) => {
        client = this.hub.attach(channels, wsConnection(socket));
        if (!this.alive.has(socket)) {
          this.alive.set(socket, true);
          socket.on('pong', () => this.alive.set(socket, true));
          socket.once('close', () => this.alive.delete(socket));
        }
      },
      detach: () => {
        if (client) this.hub.detach(client);
        client = null;
      },
      close: (code, reason) => socket.close(code, reason),
      onGone: (listener) => socket.once('close', listener),
    };
  }

  stop(): void {
    clearInterval(this.heartbeat);
  }

  private ping(): void {
    for (const [socket, answered] of this.alive) {
      if (!answered) {
        socket.terminate();
        continue;
      }
      this.alive.set(socket, false);
      socket.ping();
    }
  }
}
