// Gives Node a browser-like global scope from jsdom before React, styled-components or the store
// load (they look for `window` when first imported). Node's own fetch stays: the fake API wraps it.
import { JSDOM } from 'jsdom';

// The shipped builds of React and the store (no dev-only checks) unless the caller asks otherwise;
// set here because this module loads before them.
process.env.NODE_ENV ??= 'production';

export const VIEWPORT_WIDTH_PX = 1440;

const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', {
  url: 'http://localhost/',
  pretendToBeVisual: true,
});
const { window } = dom;
Object.defineProperty(window, 'innerWidth', { value: VIEWPORT_WIDTH_PX, configurable: true });

const target = globalThis as unknown as Record<string, unknown>;
const source = window as unknown as Record<string, unknown>;
for (const key of Object.getOwnPropertyNames(window)) {
  if (key in target) continue;
  target[key] = source[key];
}
target.window = window;
target.document = window.document;
target.navigator = window.navigator;
target.IS_REACT_ACT_ENVIRONMENT = false;

/** A socket that never connects: the bench measures rendering, and drives live messages itself. */
class SilentWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = SilentWebSocket.CONNECTING;
  onopen = null;
  onclose = null;
  onerror = null;
  onmessage = null;
  send(): void {}
  close(): void {}
}
target.WebSocket = SilentWebSocket;
