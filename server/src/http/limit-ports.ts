// The ports through which the named limits count, so that one process counts in its own memory
// (`npm start`, the default) and a cluster's gateways count together in one shared store
// (cluster/pg-limit-counter.ts, cluster/pg-socket-slots.ts; docs/scaling.md says why PostgreSQL).
//
// Both ports are asynchronous because a shared store answers over the network; the in-memory
// stores answer at once. Login attempts are not here: they were kept in the database from the
// start (users/login-limiter.ts), so they were shared by every process already.

/** A fixed window: so many hits per key in so many milliseconds. */
export interface LimitWindow {
  hitsMax: number;
  windowMs: number;
}

export interface LimitCounter {
  /**
   * Counts one hit for `key` under the limit `name`; false when the window had none left. Atomic:
   * however many callers count at once, no more than `hitsMax` of one window get true.
   */
  take(name: string, key: string, window: LimitWindow): Promise<boolean>;
}

/** One counted socket; released once when it closes, whatever closed it. */
export interface SocketSlot {
  release(): void;
}

export interface SocketSlots {
  /** Counts one more open socket; null (and nothing counted) when the token or address is full. */
  admit(token: string, address: string): Promise<SocketSlot | null>;
}

/** What a server counts its limits with; memoryLimitStores() when none is given. */
export interface LimitStores {
  counter: LimitCounter;
  /** The open-socket counter for the given bounds (config.socketsPerTokenMax, …PerAddressMax). */
  openSockets(perTokenMax: number, perAddressMax: number): SocketSlots;
}
