// The live protocol of /websocket?auth=TOKEN (docs/protocol.md). One text frame holds one message
// or an array of them. The decoder below is the only way a frame reaches the SPA's state.
import type { Notification } from './entities';

export const SOCKET_PATH = '/websocket';
/** Close code for a bad or revoked token; the SPA treats it like an HTTP 401. */
export const CLOSE_UNAUTHORIZED = 4401;
/** Close code for a socket past the open sockets allowed per token or per address. */
export const CLOSE_TOO_MANY_SOCKETS = 4429;
/** Frames from a client larger than this close the socket. */
export const CLIENT_FRAME_BYTES_MAX = 64 * 1024;

export interface PriceMessage {
  type: 'price';
  symbol: string;
  ask: number;
  bid: number;
}

export interface MarketMessage {
  type: 'market';
  symbol: string;
  isOpen: boolean;
  oTime: string | null;
}

/**
 * Ours: the current trading day's open, high and low of a symbol's bid, sent when one of them
 * changes (and in the snapshot). The client computes the change % from the live bid and `open`.
 */
export interface DailyMessage {
  type: 'daily';
  symbol: string;
  open: number;
  high: number;
  low: number;
}

export interface PositionMessage {
  type: 'position';
  id: string;
  profit: number;
  lastPrice: number;
}

/** Account codes as the wire carries them; any subset may be present. */
export interface AccountMessage {
  type: 'account';
  blc?: number;
  crd?: number;
  mrg?: number;
  ass?: number;
  fm?: number;
  pct?: number;
  allp?: number;
}

export type OrderEvent = 'opened' | 'closed' | 'triggered' | 'cancelled' | 'stopout' | 'modified';
export const ORDER_EVENTS: readonly OrderEvent[] = [
  'opened',
  'closed',
  'triggered',
  'cancelled',
  'stopout',
  'modified',
];

export interface OrderMessage {
  type: 'order';
  event: OrderEvent;
  id: string;
}

export interface NotificationMessage {
  type: 'notification';
  data: Notification;
}

/** Ours: one of the customer's price alerts fired (contract/alerts.ts); the bell's notification
 * comes as its own `notification` message. */
export interface AlertMessage {
  type: 'alert';
  event: 'triggered';
  id: string;
  symbol: string;
}

export type LiveMessage =
  | AlertMessage
  | PriceMessage
  | MarketMessage
  | DailyMessage
  | PositionMessage
  | AccountMessage
  | OrderMessage
  | NotificationMessage;

/** Wire code to AccountSummary field, as SPEC.md section 4 maps them. */
export const ACCOUNT_CODES = {
  blc: 'balance',
  crd: 'credit',
  mrg: 'margin',
  ass: 'assets',
  fm: 'marginFree',
  pct: 'marginPct',
  allp: 'floating',
} as const;
export type AccountCode = keyof typeof ACCOUNT_CODES;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function decodeAccount(raw: Json): AccountMessage | null {
  const message: AccountMessage = { type: 'account' };
  let fields = 0;
  for (const code of Object.keys(ACCOUNT_CODES) as AccountCode[]) {
    const value = raw[code];
    if (value === undefined) continue;
    if (!isFiniteNumber(value)) return null;
    message[code] = value;
    fields += 1;
  }
  return fields > 0 ? message : null;
}

function decodeNotification(raw: unknown): Notification | null {
  if (!isObject(raw)) return null;
  const { id, title, text, read, date } = raw;
  if (!isText(id) || typeof title !== 'string' || typeof text !== 'string') return null;
  if (typeof read !== 'boolean' || typeof date !== 'string') return null;
  return { id, title, text, read, date };
}

/** Type-guards one message; anything malformed yields null and is dropped. */
export function decodeLiveMessage(raw: unknown): LiveMessage | null {
  if (!isObject(raw)) return null;
  switch (raw.type) {
    case 'price':
      return isText(raw.symbol) && isFiniteNumber(raw.ask) && isFiniteNumber(raw.bid)
        ? { type: 'price', symbol: raw.symbol, ask: raw.ask, bid: raw.bid }
        : null;
    case 'market':
      return isText(raw.symbol) &&
        typeof raw.isOpen === 'boolean' &&
        (raw.oTime === null || typeof raw.oTime === 'string')
        ? { type: 'market', symbol: raw.symbol, isOpen: raw.isOpen, oTime: raw.oTime }
        : null;
    case 'daily':
      return isText(raw.symbol) &&
        isFiniteNumber(raw.open) &&
        isFiniteNumber(raw.high) &&
        isFiniteNumber(raw.low)
        ? { type: 'daily', symbol: raw.symbol, open: raw.open, high: raw.high, low: raw.low }
        : null;
    case 'position':
      return isText(raw.id) && isFiniteNumber(raw.profit) && isFiniteNumber(raw.lastPrice)
        ? { type: 'position', id: raw.id, profit: raw.profit, lastPrice: raw.lastPrice }
        : null;
    case 'account':
      return decodeAccount(raw);
    case 'order':
      return isText(raw.id) && ORDER_EVENTS.includes(raw.event as OrderEvent)
        ? { type: 'order', event: raw.event as OrderEvent, id: raw.id }
        : null;
    case 'notification': {
      const data = decodeNotification(raw.data);
      return data ? { type: 'notification', data } : null;
    }
    case 'alert':
      return raw.event === 'triggered' && isText(raw.id) && isText(raw.symbol)
        ? { type: 'alert', event: 'triggered', id: raw.id, symbol: raw.symbol }
        : null;
    default:
      return null;
  }
}

/** Decodes a whole text frame: one message or an array of them. Bad JSON yields no messages. */
export function decodeLiveFrame(text: string): LiveMessage[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const items = Array.isArray(parsed) ? parsed : [parsed];
  const messages: LiveMessage[] = [];
  for (const item of items) {
    const message = decodeLiveMessage(item);
    if (message) messages.push(message);
  }
  return messages;
}
