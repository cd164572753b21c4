import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { FakeWebSocket } from './fake-socket';

// No test opens a real socket: a store with a token gets the fake (src/test/fake-socket.ts).
globalThis.WebSocket = FakeWebSocket as unknown as typeof WebSocket;
beforeEach(() => FakeWebSocket.reset());

// On a busy 2-core CI machine a screen can take longer than Testing Library's default 1 s to
// settle; waiting longer changes no assertion, it only stops slow machines from failing them. 3 s
// was not enough with every core busy (the robot actions and follow dialog tests failed once each
// at a load average of 20); a wait ends as soon as its condition holds, so 8 s costs nothing.
configure({ asyncUtilTimeout: 8000 });
