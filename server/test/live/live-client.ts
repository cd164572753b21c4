// A real `ws` client for tests: records every decoded message and frame, and waits for conditions.
import WebSocket, { type ClientOptions } from 'ws';
import { decodeLiveFrame, type LiveMessage } from '../../../contract/live';

const WAIT_MS_MAX = 3_000;

export interface LiveTestClient {
  socket: WebSocket;
  frames: LiveMessage[][];
  messages: () => LiveMessage[];
  closed: Promise<{ code: number; reason: string }>;
  waitFor: (predicate: (messages: LiveMessage[]) => boolean, label?: string) => Promise<LiveMessage[]>;
  close: () => void;
}

export function connectLive(baseUrl: string, query: string, options: ClientOptions = {}): LiveTestClient {
  const socket = new WebSocket(`${baseUrl}/websocket${query}`, options);
  const frames: LiveMessage[][] = [];
  const listeners = new Set<() => void>();
  socket.on('message', (data) => {
    frames.push(decodeLiveFrame(data.toString()));
    for (const listener of listeners) listener();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  socket.on('error', () => undefined);
  const messages = () => frames.flat();
  const waitFor = (predicate: (all: LiveMessage[]) => boolean, label = 'condition') =>
    new Promise<LiveMessage[]>((resolve, reject) => {
      const check = () => {
        if (!predicate(messages())) return;
        listeners.delete(check);
        clearTimeout(timer);
        resolve(messages());
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`timed out waiting for ${label}; got ${JSON.stringify(messages()).slice(0, 500)}`));
      }, WAIT_MS_MAX);
      listeners.add(check);
      check();
    });
  return { socket, frames, messages, closed, waitFor, close: () => socket.close() };
}
