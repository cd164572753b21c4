// A `ws` socket as the live hub's connection. Besides text frames it takes a frame's bytes already
// encoded: a frame that is the same for many clients (the shared prices, when a client has nothing
// personal to add) is encoded to UTF-8 once per flush and that one buffer is written to each of
// them, instead of `ws` encoding the same text again for every socket.
import type { WebSocket } from 'ws';
import type { LiveConnection } from './live-hub';

export function wsConnection(socket: WebSocket): LiveConnection {
  return {
    get bufferedAmount() {
      return socket.bufferedAmount;
    },
    get readyState() {
      return socket.readyState;
    },
    send: (text) => socket.send(text),
    // A text frame (binary: false): the bytes are the UTF-8 of a JSON array, as `send(text)` sends.
    sendBytes: (bytes) => socket.send(bytes, { binary: false }),
    close: (code, reason) => socket.close(code, reason),
  };
}
