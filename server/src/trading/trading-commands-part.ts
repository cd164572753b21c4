// How the gateway's parts reach trading (trading-commands.ts). A node with the engine answers from
// its own TradingService, with no copy or extra step; a gateway without the engine lists a part
// under TRADING_COMMANDS that sends the calls to the shard's leader (cluster/remote-trading-part.ts).
import type { Clock } from '../clock';
import type { PartContext } from '../compose/server-part';
import { partRef } from '../compose/server-part';
import type { CandleStore } from '../engine/candles';
import { engineLiveAccounts } from '../finance/live-accounts';
import { MARKET_DATA } from '../market-data/market-data-part';
import { localMarginReads } from './margin-reads';
import type { TradingCommandServices } from './trading-commands';
import { TRADING } from './trading-part';
import type { TradingServices } from './trading-plugin';

/** Listed only by nodes that reach trading through another node. */
export const TRADING_COMMANDS = partRef<TradingCommandServices>('trading-commands');

const built = new WeakMap<TradingServices, TradingCommandServices>();

/** The node's own trading engine as the gateway's parts see it. */
export function localTradingCommands(trading: TradingServices, candles: CandleStore, clock: Clock) {
  const known = built.get(trading);
  if (known) return known;
  const { service } = trading;
  const commands: TradingCommandServices = {
    orders: service,
    margin: localMarginReads(service, candles, clock),
    money: service,
    accounts: trading.accounts,
    accountFigures: trading.accountFigures,
    liveAccounts: engineLiveAccounts(service),
    usdTryMid() {
      const quote = service.engine.quote('USDTRY');
      return quote ? (quote.bid + quote.ask) / 2 : null;
    },
  };
  built.set(trading, commands);
  return commands;
}

/** Trading's commands on this node: the remote part's when listed, else the local engine's. */
export function tradingCommandsOf(context: PartContext): TradingCommandServices {
  const remote = context.find(TRADING_COMMANDS);
  if (remote) return remote;
  return localTradingCommands(context.use(TRADING), context.use(MARKET_DATA).candles, context.clock);
}

/** The same, or null when this node reaches trading in neither way (a part's tests alone). */
export function findTradingCommands(context: PartContext): TradingCommandServices | null {
  if (context.find(TRADING_COMMANDS) === null && context.find(TRADING) === null) return null;
  return tradingCommandsOf(context);
}
