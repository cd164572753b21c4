// Named bounds of the live socket hub. Every queue and buffer here has a limit so that one slow or
// hostile client can never make the server grow its memory.

/** How often each client receives its coalesced changes as one array frame. */
export const FLUSH_INTERVAL_MS = 25;
/**
 * Clients are flushed in this many slices spread over the interval (one every 5 ms), so the event
 * loop is never blocked writing to every socket at once and a tick waits for one slice, not all.
 */
export const FLUSH_SLICES = 5;
/** Order and notification messages are never coalesced; past this many unsent, the client is cut. */
export const EVENT_QUEUE_MAX = 1_000;
/** Above this many bytes waiting in the socket, a flush is skipped and only latest values are kept. */
export const BUFFERED_BYTES_SOFT_MAX = 1024 * 1024;
/** Above this many bytes waiting, the client cannot keep up at all and is closed with 1013. */
export const BUFFERED_BYTES_HARD_MAX = 8 * 1024 * 1024;
/** A ping goes out this often; a socket that did not answer the previous one is terminated. */
export const HEARTBEAT_INTERVAL_MS = 30_000;
/** RFC 6455 "try again later": the client reconnects and receives a fresh snapshot. */
export const CLOSE_TRY_AGAIN_LATER = 1013;
/** RFC 6455 "going away": the server shuts down. */
export const CLOSE_GOING_AWAY = 1001;
/** RFC 6455 "internal error": the snapshot could not be prepared; the client retries. */
export const CLOSE_INTERNAL_ERROR = 1011;
