// Where session changes travel: a revocation or account switch made in one process must reach
// every process that verifies tokens (their caches of verified sessions, their live sockets). One
// process needs only itself (inProcessRevocations); cluster nodes feed each other through NATS
// (cluster/nats-session-revocations.ts).

/** One session changed (revoked, switched to another account), or with null every session of the user. */
export interface SessionRevocation {
  tokenHash: string | null;
  userId: string;
}

export type RevocationListener = (revocation: SessionRevocation) => void;

export interface SessionRevocations {
  /** Tells every listener of this process at once (synchronously), and any other process later. */
  publish(revocation: SessionRevocation): void;
  /** Hears this process's revocations and, where a feed carries them, other processes'. */
  subscribe(listener: RevocationListener): () => void;
}

/** Listeners in one process, each told in turn; one that throws stops neither the rest nor the caller. */
export class RevocationListeners {
  private readonly listeners = new Set<RevocationListener>();

  add(listener: RevocationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  tell(revocation: SessionRevocation): void {
    for (const listener of this.listeners) {
      try {
        listener(revocation);
      } catch {
        /* the listener owns its errors; the revocation itself stands */
      }
    }
  }
}

/** A single process's revocations: heard at once, by this process only. */
export function inProcessRevocations(): SessionRevocations {
  const listeners = new RevocationListeners();
  return {
    publish: (revocation) => listeners.tell(revocation),
    subscribe: (listener) => listeners.add(listener),
  };
}
