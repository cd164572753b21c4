// A socket as the live hub sees it, recording every frame sent to it: the hub tests read the frames
// a client would have received without a real WebSocket.
import type { LiveConnection } from '../../src/live/live-hub';

export class FakeConnection implements LiveConnection {
  bufferedAmount = 0;
  readyState = 1;
  sent: string[] = [];
  send(text: string): void {
    this.sent.push(text);
  }
  close(): void {
    this.readyState = 3;
  }
}
