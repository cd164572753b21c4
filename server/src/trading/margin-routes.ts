// /api/margin/infos (the catalogue with live ask and bid, isOpen, oTime and the day's open, high
// and low; `lvg` is the caller's effective leverage: the symbol's own, capped by the jurisdiction) and /api/margin/candles/:symbol?interval=1m|5m|15m|1h|4h|1d&limit=n (bars built from
// the feed's ticks since start).
import type { FastifyPluginAsync } from 'fastify';
import type { Candle } from '../../../contract/entities';
import { findInstrument } from '../engine/catalogue';
import { serverTexts } from '../../../contract/server-texts';
import { ApiError, ok } from '../http/envelope';
import { bearerSecurity } from '../http/schema';
import { CandleParams, CandleQuery } from './order-schemas';
import type { MarginReads } from './trading-commands';

export interface MarginRoutesOptions {
  /** The engine's own reads on its node (trading-commands-part.ts), the leader's on a gateway. */
  margin: MarginReads;
}

export const marginRoutes: FastifyPluginAsync<MarginRoutesOptions> = async (app, { margin }) => {
  // onRequest, so a missing token answers 401 before the body is even validated.
  const base = { onRequest: app.authenticate };
  const schemaBase = { tags: ['margin'], security: bearerSecurity };

  app.get('/infos', { ...base, schema: schemaBase }, async (request) =>
    ok(await margin.infos(request.accountId)),
  );

  app.get<{ Params: CandleParams; Querystring: CandleQuery }>(
    '/candles/:symbol',
    { ...base, schema: { ...schemaBase, params: CandleParams, querystring: CandleQuery } },
    async (request) => {
      const instrument = findInstrument(request.params.symbol);
      if (!instrument) throw new ApiError(404, serverTexts.trading.unknownSymbol, 'UNKNOWN_SYMBOL');
      const bars: Candle[] = await margin.candles(
        instrument.symbol,
        request.query.interval ?? '1m',
        request.query.limit ?? 200,
      );
      return ok(bars);
    },
  );
};
