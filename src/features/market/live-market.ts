// Applies one frame's socket messages to the market state. This is the hottest reducer of the app
// (hundreds of prices a second), so it is written as plain immutable updates instead of going
// through immer: one shallow copy of the quote map per frame, one new object per changed quote,
// and the very same objects for everything that did not change, which is what lets a row skip
// rendering.
import type { DailyMessage, LiveMessage, MarketMessage, PriceMessage } from '../../../contract/live';
import type { DailyFigures, MarketSliceState, MarketState, PriceMove, Quote } from './market-slice';

const moveOf = (next: number, previous: number): PriceMove => (next > previous ? 'up' : 'down');

export function nextQuote(quote: Quote | undefined, { ask, bid }: PriceMessage): Quote {
  if (!quote) return { ask, bid, askMove: null, bidMove: null, askSeq: 0, bidSeq: 0 };
  if (ask === quote.ask && bid === quote.bid) return quote;
  const next = { ...quote };
  if (ask !== quote.ask) {
    next.ask = ask;
    next.askMove = moveOf(ask, quote.ask);
    next.askSeq = quote.askSeq + 1;
  }
  if (bid !== quote.bid) {
    next.bid = bid;
    next.bidMove = moveOf(bid, quote.bid);
    next.bidSeq = quote.bidSeq + 1;
  }
  return next;
}

function sameMarket(market: MarketState | undefined, { isOpen, oTime }: MarketMessage): boolean {
  return market !== undefined && market.isOpen === isOpen && market.oTime === oTime;
}

function sameDaily(daily: DailyFigures | undefined, { open, high, low }: DailyMessage): boolean {
  return daily !== undefined && daily.open === open && daily.high === high && daily.low === low;
}

export function applyLiveMessages(
  state: MarketSliceState,
  messages: readonly LiveMessage[],
): MarketSliceState {
  let quotes: Record<string, Quote> | null = null;
  let markets: Record<string, MarketState> | null = null;
  let daily: Record<string, DailyFigures> | null = null;
  for (const message of messages) {
    if (message.type === 'price') {
      const current = (quotes ?? state.quotes)[message.symbol];
      const next = nextQuote(current, message);
      if (next === current) continue;
      quotes ??= { ...state.quotes };
      quotes[message.symbol] = next;
    } else if (message.type === 'market') {
      if (sameMarket((markets ?? state.markets)[message.symbol], message)) continue;
      markets ??= { ...state.markets };
      markets[message.symbol] = { isOpen: message.isOpen, oTime: message.oTime };
    } else if (message.type === 'daily') {
      if (sameDaily((daily ?? state.daily)[message.symbol], message)) continue;
      daily ??= { ...state.daily };
      daily[message.symbol] = { open: message.open, high: message.high, low: message.low };
    }
  }
  if (!quotes && !markets && !daily) return state;
  return {
    ...state,
    quotes: quotes ?? state.quotes,
    markets: markets ?? state.markets,
    daily: daily ?? state.daily,
  };
}
