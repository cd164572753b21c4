// How long Node lets a request and a connection last (docs/server.md, "Timeouts"): the built app
// (app.ts) and the server that listens while it starts (starting-server.ts) use the same.
/**
 * The whole request, headers and body, must arrive within this time, however it trickles in: a
 * body sent a byte every few seconds would otherwise hold a connection forever. A 10 MB upload
 * needs about 40 s at 2 Mbit/s.
 */
export const REQUEST_TIMEOUT_MS = 90_000;
/** A connection that sends and receives nothing for this long is closed. */
export const CONNECTION_TIMEOUT_MS = 60_000;
/** How often Node looks for requests past their time; never longer than the timeout itself. */
export const TIMEOUT_CHECK_INTERVAL_MS = 5_000;
