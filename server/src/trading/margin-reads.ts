// /api/margin's reads from the engine of this node: the catalogue with the engine's prices, the
// day's figures and the caller's leverage under the jurisdiction's terms; and the feed's bars.
import type { Clock } from '../clock';
import type { CandleStore } from '../engine/candles';
import { findInstrument, INSTRUMENTS } from '../engine/catalogue';
import { toSymbolInfo } from '../engine/symbol-info';
import type { MarginReads } from './trading-commands';
import type { TradingService } from './trading-service';

export function localMarginReads(service: TradingService, candles: CandleStore, clock: Clock): MarginReads {
  return {
    async infos(accountId) {
      const terms = await service.termsOf(accountId);
      const nowMs = clock.nowMs();
      return INSTRUMENTS.map((instrument) => {
        const info = toSymbolInfo(
          instrument,
          service.engine.quote(instrument.symbol),
          nowMs,
          candles.daily.figures(instrument.symbol),
        );
        return terms ? { ...info, lvg: terms.leverageOf(instrument) } : info;
      });
    },
    async candles(symbol, interval, limit) {
      const instrument = findInstrument(symbol);
      return instrument ? candles.query(instrument.symbol, interval, limit) : [];
    },
  };
}
