// Entities with the field names of SPEC.md section 3. Extra fields are marked as ours.
// Money is sent as a number of USD with at most 2 decimals; prices as numbers with the symbol's digits.

export type OrderSide = 'Buy' | 'Sell';
export type MarketCategory = 'emtia' | 'forex' | 'indices' | 'bist' | 'equities' | 'crypto';
export const MARKET_CATEGORIES: readonly MarketCategory[] = [
  'emtia',
  'forex',
  'indices',
  'bist',
  'equities',
  'crypto',
];

/** 0: profit already in USD; 1: divide by USD+currencyProfit; 2: multiply by currencyProfit+USD. */
export type CalcMode = 0 | 1 | 2;

export interface SymbolInfo {
  symbol: string;
  desc: string;
  /** Category code; lower-cased it equals a MarketCategory (the server may send it upper-cased). */
  catCode: string;
  isOpen: boolean;
  /** Next opening time, ISO 8601. */
  oTime: string | null;
  min: number;
  max: number;
  ask: number | null;
  bid: number | null;
  lvg: number;
  contractSize: number;
  calc: CalcMode;
  currencyProfit: string;
  chart: string;
  /** Ours: decimal places of the price. */
  digits: number;
}

export type OrderStatus = 'open' | 'waiting' | 'closed';

export interface Order {
  id: string;
  amount: number;
  type: OrderSide;
  symbol: string;
  price: number;
  closePrice: number | null;
  lastPrice: number | null;
  marketLimit: number | null;
  takeProfit: number | null;
  stopLoss: number | null;
  profit: number;
  profitPct: number;
  swap: number;
  margin: number;
  createdAt: string;
  closeAt: string | null;
  /** Ours. */
  status: OrderStatus;
  /** Ours: why a closed order closed. */
  closeReason?: 'manual' | 'stopLoss' | 'takeProfit' | 'stopOut' | null;
}

export interface AccountSummary {
  balance: number;
  credit: number;
  margin: number;
  assets: number;
  marginFree: number;
  marginPct: number;
  floating: number;
}

export interface UserProfile extends AccountSummary {
  id: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  currency: 'USD';
}

export interface OrderPayload {
  symbol: string;
  type: OrderSide;
  amount: number;
  marketLimit: number | null;
  stopLoss: number | null;
  takeProfit: number | null;
}

export interface StopTakeUpdate {
  stopLoss: number | null;
  takeProfit: number | null;
}

export interface RegisterPayload {
  name: string;
  surname: string;
  email: string;
  phone: string;
  password: string;
  passwordConfirm: string;
  terms: boolean;
}

export interface Candle {
  /** Start of the bar, unix seconds. */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

export type CandleInterval = '1m' | '1d';

export interface Notification {
  id: string;
  title: string;
  text: string;
  read: boolean;
  date: string;
}
