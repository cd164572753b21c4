// Market data's part of the live stream: every tick's price and every market's state, published as
// public messages (latest value per symbol, the same for every client).
import type { LivePublisher } from '../live/live-ports';
import type { MarketDataBus } from './market-data-bus';

export function publishMarketDataLive(bus: MarketDataBus, live: LivePublisher): () => void {
  const stopTicks = bus.onTick((tick) => {
    live.publishPublic(`p:${tick.symbol}`, {
      type: 'price',
      symbol: tick.symbol,
      ask: tick.ask,
      bid: tick.bid,
    });
  });
  const stopStates = bus.onMarketState((change) => {
    live.publishPublic(`m:${change.symbol}`, {
      type: 'market',
      symbol: change.symbol,
      isOpen: change.isOpen,
      oTime: change.oTime,
    });
  });
  return () => {
    stopTicks();
    stopStates();
  };
}
