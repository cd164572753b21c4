// What a shard's leader runs for each command a gateway sends (command-responder.ts): the same
// calls of its TradingService, with the arguments as the gateway's remote service sent them
// (remote-trading.ts builds the other side of this table). A money command's rows writer arrives
// by kind (accounts/rows-writers.ts) and runs in the engine's deciding transaction, as in one
// process. JSON has no `undefined`: an absent optional argument arrives as null.
import type { OrderPayload, StopTakeUpdate } from '../../../contract/entities';
import type { LiveMessage } from '../../../contract/live';
import { accountChannel } from '../live/live-ports';
import type { CandleInterval } from '../../../contract/entities';
import type { MoneyCommands } from '../accounts/money-commands';
import { rowsWriterOf, type RowsWriterCall } from '../accounts/rows-writers';
import type { CloseAllFilter } from '../engine/risk-bulk-commands';
import type { WaitingOrderMove } from '../engine/risk-limit-move';
import type { LiveAccounts } from '../finance/live-accounts';
import type { ClosedRowsFilter } from '../trading/closed-filter';
import type { MarginReads } from '../trading/trading-commands';
import { personalSnapshot } from '../trading/trading-live';
import type { OrderList, TradingService } from '../trading/trading-service';
import type { CommandHandlers } from './command-responder';
// The wallet's decision, withdrawal and card deposit rows, defined when their modules load: an
// engine node without the gateway role builds no wallet, yet runs these rows for the gateways.
import '../wallet/decision-writer';
import '../wallet/request-writers';

function text(args: unknown[], index: number): string {
  const value = args[index];
  if (typeof value !== 'string') throw new Error(`command argument ${index} must be text`);
  return value;
}

function count(args: unknown[], index: number): number {
  const value = args[index];
  if (typeof value !== 'number') throw new Error(`command argument ${index} must be a number`);
  return value;
}

/** An optional argument: null (JSON's absent) becomes undefined again. */
function optional<T>(args: unknown[], index: number): T | undefined {
  const value = args[index];
  return value === null || value === undefined ? undefined : (value as T);
}

type MoneyCommand = keyof MoneyCommands;

function moneyHandler(service: TradingService, command: MoneyCommand) {
  return async (args: unknown[]) => {
    const call = optional<RowsWriterCall>(args, 2);
    await service[command](text(args, 0), count(args, 1), call ? rowsWriterOf(call) : undefined);
  };
}

export interface LeaderSources {
  service: TradingService;
  margin: MarginReads;
  liveAccounts: LiveAccounts;
  /** The frames the leader has sent the gateways on a channel (relay-live-hub.ts). */
  liveSequence?: (channel: string) => number;
}

/** A connect snapshot's personal messages, and per account its channel's sequence (or null). */
export interface LeaderSnapshot {
  messages: LiveMessage[];
  sequences: (number | null)[];
}

export function tradingCommandHandlers(sources: LeaderSources): CommandHandlers {
  const { service, margin, liveAccounts, liveSequence } = sources;
  return {
    place: (args) => service.place(text(args, 0), args[1] as OrderPayload, optional<string>(args, 2)),
    list: (args) =>
      service.list(
        text(args, 0),
        text(args, 1) as OrderList,
        count(args, 2),
        optional<ClosedRowsFilter>(args, 3),
      ),
    detail: (args) => service.detail(text(args, 0), text(args, 1)),
    modify: (args) => service.modify(text(args, 0), text(args, 1), args[2] as StopTakeUpdate),
    moveWaiting: (args) => service.moveWaiting(text(args, 0), text(args, 1), args[2] as WaitingOrderMove),
    closeAnswering: (args) => service.closeAnswering(text(args, 0), text(args, 1), optional<number>(args, 2)),
    cancel: (args) => service.cancel(text(args, 0), text(args, 1)),
    closeAll: (args) => service.closeAll(text(args, 0), args[1] as CloseAllFilter),
    reverse: (args) => service.reverse(text(args, 0), text(args, 1)),
    marginInfos: (args) => margin.infos(text(args, 0)),
    candles: (args) => margin.candles(text(args, 0), text(args, 1) as CandleInterval, count(args, 2)),
    deposit: moneyHandler(service, 'deposit'),
    hold: moneyHandler(service, 'hold'),
    release: moneyHandler(service, 'release'),
    withdrawHeld: moneyHandler(service, 'withdrawHeld'),
    resetBalance: (args) => service.resetBalance(text(args, 0), count(args, 1)),
    figures: (args) => service.figures(text(args, 0)),
    heldCents: (args) => service.heldCents(text(args, 0)),
    liveFigures: async (args) => {
      const accountId = text(args, 0);
      const figures = await liveAccounts.figures(accountId);
      return { figures, positions: liveAccounts.openPositions(accountId) };
    },
    /**
     * The personal part of a gateway's connect snapshot, its accounts loaded first, with the live
     * sequence of each account's channel at the same instant (live-channel-feed.ts).
     */
    snapshot: async (args): Promise<LeaderSnapshot> => {
      const accountIds = args[0] as string[];
      for (const accountId of accountIds) await service.ensureAccount(accountId);
      return {
        messages: accountIds.flatMap((accountId) => personalSnapshot(service.engine, accountId)),
        sequences: accountIds.map((accountId) => liveSequence?.(accountChannel(accountId)) ?? null),
      };
    },
    usdTryMid: async () => {
      const quote = service.engine.quote('USDTRY');
      return quote ? (quote.bid + quote.ask) / 2 : null;
    },
  };
}
