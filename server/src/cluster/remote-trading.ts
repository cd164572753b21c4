// Trading on a gateway without the engine: every call the gateway's parts and routes make
// (trading-commands.ts) goes to the leader of the account's shard as a command
// (command-client.ts), whose handlers (command-handlers.ts) are the other half of this table.
// A leader's refusal comes back and is thrown here as the leader threw it, so the client's answer
// is the one process's. The lists and details are asked of the leader too: their open rows carry
// the engine's live profit, which the database does not hold.
import type { Order, SymbolInfo, Candle, AccountSummary } from '../../../contract/entities';
import type { MoneyCommands, RowsWriter } from '../accounts/money-commands';
import { rowsWriterCall, type RowsWriterCall } from '../accounts/rows-writers';
import { findInstrument } from '../engine/catalogue';
import type { CloseAllOutcome } from '../engine/risk-bulk-commands';
import type { LiveAccounts, LiveFigures } from '../finance/live-accounts';
import type { SnapshotPosition } from '../finance/finance-repository';
import type { OrderCommands, TradingCommandServices } from '../trading/trading-commands';
import type { OrderPageResult } from '../trading/trading-types';
import type { CommandClient } from './command-client';

/** Accounts whose last live figures a gateway keeps for finance's statement (see liveAccounts). */
const LIVE_FIGURES_KEPT = 1_000;

function writerCall(write: RowsWriter | undefined): RowsWriterCall | null {
  if (write === undefined) return null;
  const call = rowsWriterCall(write);
  // A closure cannot reach the leader; its rows would be lost or written outside the decision.
  if (!call) throw new Error('this money command needs a named rows writer to run through a gateway');
  return call;
}

function remoteMoney(client: CommandClient): MoneyCommands {
  const send =
    (op: keyof MoneyCommands) => async (accountId: string, amountCents: number, write?: RowsWriter) => {
      await client.call(accountId, op, [accountId, amountCents, writerCall(write)]);
    };
  return {
    deposit: send('deposit'),
    hold: send('hold'),
    release: send('release'),
    withdrawHeld: send('withdrawHeld'),
  };
}

function remoteOrders(client: CommandClient): OrderCommands {
  const on = <T>(accountId: string, op: string, ...rest: unknown[]) =>
    client.call(accountId, op, [accountId, ...rest]) as Promise<T>;
  return {
    place: (accountId, payload, clientOrderId) =>
      on<Order>(accountId, 'place', payload, clientOrderId ?? null),
    list: (accountId, list, page, filter) =>
      on<OrderPageResult>(accountId, 'list', list, page, filter ?? null),
    detail: (accountId, id) => on<Order>(accountId, 'detail', id),
    modify: (accountId, id, update) => on<void>(accountId, 'modify', id, update),
    moveWaiting: (accountId, id, move) => on<void>(accountId, 'moveWaiting', id, move),
    closeAnswering: (accountId, id, lots) => on<Order>(accountId, 'closeAnswering', id, lots ?? null),
    cancel: (accountId, id) => on<void>(accountId, 'cancel', id),
    closeAll: (accountId, filter) => on<CloseAllOutcome>(accountId, 'closeAll', filter),
    reverse: (accountId, id) => on<{ closed: string; opened: Order }>(accountId, 'reverse', id),
    hasSymbol: (symbol) => findInstrument(symbol)?.symbol === symbol,
  };
}

/**
 * Finance asks for an account's figures and then, without waiting, for its open positions' profit
 * (finance-service.ts): both come back in one answer, and the positions are kept until asked for.
 */
function remoteLiveAccounts(client: CommandClient): LiveAccounts {
  const kept = new Map<string, { figures: LiveFigures; positions: SnapshotPosition[] }>();
  return {
    async figures(accountId) {
      const answer = (await client.call(accountId, 'liveFigures', [accountId])) as {
        figures: LiveFigures;
        positions: SnapshotPosition[];
      };
      kept.delete(accountId);
      kept.set(accountId, answer);
      if (kept.size > LIVE_FIGURES_KEPT) kept.delete(kept.keys().next().value as string);
      return answer.figures;
    },
    figuresIfLoaded: (accountId) => kept.get(accountId)?.figures ?? null,
    openPositions: (accountId) => kept.get(accountId)?.positions ?? [],
  };
}

/** How often a gateway asks the leader for the USDTRY mid (MASAK converts at it). */
export const USD_TRY_REFRESH_MS = 5_000;

export interface RemoteTrading extends TradingCommandServices {
  /** Asks the leader for the USDTRY mid again (the part does it every USD_TRY_REFRESH_MS). */
  refreshUsdTry(): Promise<void>;
}

export function remoteTradingCommands(client: CommandClient): RemoteTrading {
  let usdTryMid: number | null = null;
  const refreshUsdTry = async () => {
    try {
      const mid = await client.call(null, 'usdTryMid', []);
      usdTryMid = typeof mid === 'number' ? mid : null;
    } catch {
      // No leader now: the last mid stays until one answers.
    }
  };
  const figures = (accountId: string) =>
    client.call(accountId, 'figures', [accountId]) as Promise<AccountSummary>;
  return {
    orders: remoteOrders(client),
    margin: {
      infos: (accountId) => client.call(accountId, 'marginInfos', [accountId]) as Promise<SymbolInfo[]>,
      candles: (symbol, interval, limit) =>
        client.call(null, 'candles', [symbol, interval, limit]) as Promise<Candle[]>,
    },
    money: remoteMoney(client),
    accounts: {
      figures,
      heldCents: (accountId) => client.call(accountId, 'heldCents', [accountId]) as Promise<number>,
      resetBalance: async (accountId, balanceCents) => {
        await client.call(accountId, 'resetBalance', [accountId, balanceCents]);
      },
    },
    accountFigures: figures,
    liveAccounts: remoteLiveAccounts(client),
    // A synchronous read (the MASAK threshold): the last mid the leader gave, at most
    // USD_TRY_REFRESH_MS old; null until the first answer, and the rule then asks for a purpose.
    usdTryMid: () => usdTryMid,
    refreshUsdTry,
  };
}
