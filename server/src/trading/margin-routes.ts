// /api/margin/infos (the catalogue with live ask and bid, isOpen, oTime and the day's open, high
// and low; `lvg` is the caller's effective leverage: the symbol's own, capped by the jurisdiction) and /api/margin/candles/:symbol?interval=1m|5m|15m|1h|4h|1d&limit=n (bars built from
// the feed's ticks since start).
import type { FastifyPluginAsync } from 'fastify';
import type { Candle, SymbolInfo } from '../../../contract/entities';
import type { CandleStore } from '../engine/candles';
import { findInstrument, INSTRUMENTS } from '../engine/catalogue';
import { toSymbolInfo } from '../engine/symbol-info';
import { serverTexts } from '../../../contract/server-texts';
import { ApiError, ok } from '../http/envelope';
import { bearerSecurity } from '../http/schema';
import { CandleParams, CandleQuery } from './order-schemas';
import type { TradingService } from './trading-service';

export interface MarginRoutesOptions {
  service: TradingService;
  candles: CandleStore;
}

export const marginRoutes: FastifyPluginAsync<MarginRoutesOptions> = async (app, { service, candles }) => {
  // onRequest, so a missing token answers 401 before the body is even validated.
  const base = { onRequest: app.authenticate };
  const schemaBase = { tags: ['margin'], security: bearerSecurity };

  app.get('/infos', { ...base, schema: schemaBase }, async (request) => {
    const terms = await service.termsOf(request.accountId);
    const nowMs = app.clock.nowMs();
    const infos: SymbolInfo[] = INSTRUMENTS.map((instrument) => {
      const info = toSymbolInfo(
        instrument,
        service.engine.quote(instrument.symbol),
        nowMs,
        candles.daily.figures(instrument.symbol),
      );
      return terms ? { ...info, lvg: terms.leverageOf(instrument) } : info;
    });
    return ok(infos);
  });

  app.get<{ Params: CandleParams; Querystring: CandleQuery }>(
    '/candles/:symbol',
    { ...base, schema: { ...schemaBase, params: CandleParams, querystring: CandleQuery } },
    async (request) => {
      const instrument = findInstrument(request.params.symbol);
      if (!instrument) throw new ApiError(404, serverTexts.trading.unknownSymbol, 'UNKNOWN_SYMBOL');
      const bars: Candle[] = candles.query(
        instrument.symbol,
        request.query.interval ?? '1m',
        request.query.limit ?? 200,
      );
      return ok(bars);
    },
  );
};
