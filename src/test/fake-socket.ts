// A network-level fake of the browser WebSocket for jest. setup-tests installs it globally, so a
// store with a token never opens a real connection in tests; socket tests drive the instances.
export interface FakeCloseEvent {
  code: number;
  reason: string;
}

export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  /** Every socket created since the last reset, oldest first. */
  static instances: FakeWebSocket[] = [];

  static reset(): void {
    FakeWebSocket.instances = [];
  }

  static latest(): FakeWebSocket | undefined {
    return FakeWebSocket.instances[FakeWebSocket.instances.length - 1];
  }

  readyState = FakeWebSocket.CONNECTING;
  closedWith: number | null = null;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  /** The client closes: the browser reports the close asynchronously; the fake does it at once. */
  close(code = 1000): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.closedWith = code;
    this.serverClose(code);
  }

  send(): void {
    // The protocol is server to client only; nothing to record.
  }

  // Server side of the fake.
  serverOpen(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  serverSend(payload: unknown): void {
    this.onmessage?.({ data: typeof payload === 'string' ? payload : JSON.stringify(payload) });
  }

  serverError(): void {
    this.onerror?.(new Event('error'));
  }

  serverClose(code = 1006, reason = ''): void {
    this.readyState = FakeWebSocket.CLOSED;
    const event: FakeCloseEvent = { code, reason };
    this.onclose?.(event);
  }
}
