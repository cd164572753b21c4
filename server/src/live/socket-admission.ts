// Which sockets may listen, and on what: a socket is counted against its token's and address's
// limits from the upgrade, its token resolved to channels (4401 if bad), the domains prepare its
// snapshot (1011 if they cannot), then it is attached. When the sessions on a channel change (a
// revocation, an account switch) each socket on it re-resolves its own token: the sessions service
// hashes tokens its own way, and rather than depend on that, each socket follows its own answer.
// Works on SocketPorts, so it does not care whether a socket is here or in a fan-out gateway.
import type { FastifyRequest } from 'fastify';
import { CLOSE_TOO_MANY_SOCKETS, CLOSE_UNAUTHORIZED } from '../../../contract/live';
import type { LiveHub } from './live-hub';
import { CLOSE_INTERNAL_ERROR } from './live-limits';
import type { SocketPort } from './local-sockets';
import type { SocketSlots } from '../http/limit-ports';

/** The channels a token's socket listens on, or null for a bad, revoked or expired token. */
export type ResolveChannels = (token: string) => Promise<string[] | null>;

interface TrackedSocket {
  token: string;
  channels: readonly string[];
}

export class SocketAdmission {
  private readonly tracked = new Map<SocketPort, TrackedSocket>();

  /** `openSockets` counts per token and address: in this process, or across a cluster's gateways. */
  constructor(
    private readonly hub: LiveHub,
    private readonly resolveChannels: ResolveChannels,
    private readonly openSockets: SocketSlots,
  ) {}

  async admit(port: SocketPort, request: FastifyRequest): Promise<void> {
    const token = readToken(request.query);
    // Counted from the upgrade, before the token is checked, so a thousand sockets opened at once
    // are held to the limit too.
    if (!(await this.countSocket(port, token, request.ip))) return;
    const channels = token ? await this.resolveChannels(token).catch(() => null) : null;
    if (!port.isOpen()) return;
    if (!channels) {
      port.close(CLOSE_UNAUTHORIZED, 'unauthorized');
      return;
    }
    const prepared = await this.hub.prepare(channels).then(
      () => true,
      (error: unknown) => {
        request.log.error({ err: error }, 'live socket could not prepare the snapshot');
        return false;
      },
    );
    if (!prepared) {
      port.close(CLOSE_INTERNAL_ERROR, 'try again');
      return;
    }
    if (!port.isOpen()) return;
    port.attach(channels);
    this.tracked.set(port, { token, channels });
    port.onGone(() => {
      this.tracked.delete(port);
      port.detach();
    });
  }

  /**
   * Counts the socket against its token's and address's limits; false (the socket closed with
   * 4429, or already gone) when it must not be served. Its place is released when it closes.
   */
  private async countSocket(port: SocketPort, token: string, address: string): Promise<boolean> {
    const slot = await this.openSockets.admit(token, address);
    if (!slot) port.close(CLOSE_TOO_MANY_SOCKETS, 'too many sockets');
    else port.onGone(() => slot.release());
    // Closed while a shared store counted it: no close event is left to release the place.
    if (slot && !port.isOpen()) slot.release();
    return slot !== null && port.isOpen();
  }

  /** Each socket on `channel` re-resolves its token: closed if revoked, re-attached if moved. */
  async refresh(channel: string): Promise<void> {
    for (const [port, state] of [...this.tracked]) {
      if (!state.channels.includes(channel)) continue;
      const channels = await this.resolveChannels(state.token).catch(() => null);
      if (!this.tracked.has(port)) continue;
      if (!channels) {
        // Detached at once so nothing more reaches it while the close handshake runs.
        port.detach();
        this.tracked.delete(port);
        port.close(CLOSE_UNAUTHORIZED, 'unauthorized');
        continue;
      }
      if (sameChannels(channels, state.channels)) continue;
      port.detach();
      const prepared = await this.hub.prepare(channels).then(
        () => true,
        () => false,
      );
      if (!prepared || !port.isOpen()) {
        this.tracked.delete(port);
        port.close(CLOSE_INTERNAL_ERROR, 'try again');
        continue;
      }
      port.attach(channels);
      state.channels = channels;
    }
  }
}

function sameChannels(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((channel) => b.includes(channel));
}

function readToken(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const auth = (query as Record<string, unknown>).auth;
  return typeof auth === 'string' ? auth : '';
}
