import '@testing-library/jest-dom';
import { FakeWebSocket } from './fake-socket';

// No test opens a real socket: a store with a token gets the fake (src/test/fake-socket.ts).
globalThis.WebSocket = FakeWebSocket as unknown as typeof WebSocket;
beforeEach(() => FakeWebSocket.reset());
