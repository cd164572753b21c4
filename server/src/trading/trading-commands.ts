// What the routes of /api/orders and /api/margin, and the parts a gateway runs (wallet, accounts,
// back office, finance, the profile), ask of trading. In one process TradingService answers all of
// it directly; on a gateway without the engine the same calls go to the shard's leader
// (cluster/remote-trading.ts). Keeping this the only surface those callers see is what lets a
// gateway run without an engine.
import type {
  Candle,
  CandleInterval,
  Order,
  OrderPayload,
  StopTakeUpdate,
  SymbolInfo,
} from '../../../contract/entities';
import type { AccountsEngine } from '../accounts/accounts-routes';
import type { AccountFiguresProvider } from '../accounts/account-figures';
import type { MoneyCommands } from '../accounts/money-commands';
import type { CloseAllFilter, CloseAllOutcome } from '../engine/risk-bulk-commands';
import type { WaitingOrderMove } from '../engine/risk-limit-move';
import type { LiveAccounts } from '../finance/live-accounts';
import type { ClosedRowsFilter } from './closed-filter';
import type { OrderList, OrderPageResult } from './trading-types';

export interface OrderCommands {
  place(accountId: string, payload: OrderPayload, clientOrderId?: string): Promise<Order>;
  list(accountId: string, list: OrderList, page: number, filter?: ClosedRowsFilter): Promise<OrderPageResult>;
  detail(accountId: string, id: string): Promise<Order>;
  modify(accountId: string, id: string, update: StopTakeUpdate): Promise<void>;
  moveWaiting(accountId: string, id: string, move: WaitingOrderMove): Promise<void>;
  closeAnswering(accountId: string, id: string, lots?: number): Promise<Order>;
  cancel(accountId: string, id: string): Promise<void>;
  closeAll(accountId: string, filter: CloseAllFilter): Promise<CloseAllOutcome>;
  reverse(accountId: string, id: string): Promise<{ closed: string; opened: Order }>;
  /** True for a symbol the engine trades (a close-all naming another is bad input). */
  hasSymbol(symbol: string): boolean;
}

/** /api/margin's reads: the catalogue with live prices and the caller's leverage, and the bars. */
export interface MarginReads {
  infos(accountId: string): Promise<SymbolInfo[]>;
  candles(symbol: string, interval: CandleInterval, limit: number): Promise<Candle[]>;
}

/** Trading as the gateway's parts see it (TRADING_COMMANDS). */
export interface TradingCommandServices {
  orders: OrderCommands;
  margin: MarginReads;
  money: MoneyCommands;
  accounts: AccountsEngine;
  accountFigures: AccountFiguresProvider;
  /** Finance's live figures and open positions' profit. */
  liveAccounts: LiveAccounts;
  /** The USDTRY mid the engine converts at, when it has a price (MASAK's threshold). */
  usdTryMid(): number | null;
}
