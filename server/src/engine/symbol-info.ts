// The contract's SymbolInfo for one instrument: catalogue terms, the live quote and market state,
// and the current trading day's figures when the candle store has them.
import type { SymbolInfo } from '../../../contract/entities';
import type { SessionFigures } from './daily-stats';
import type { Instrument, Tick } from './engine-types';
import { isOpenFor, nextOpenMsFor } from './market-hours';

export function toSymbolInfo(
  instrument: Instrument,
  quote: Tick | null,
  nowMs: number,
  day?: SessionFigures,
): SymbolInfo {
  const openMs = nextOpenMsFor(instrument.hours, nowMs);
  return {
    symbol: instrument.symbol,
    desc: instrument.desc,
    catCode: instrument.catCode,
    isOpen: isOpenFor(instrument.hours, nowMs),
    oTime: openMs === null ? null : new Date(openMs).toISOString(),
    min: instrument.min,
    max: instrument.max,
    ask: quote ? quote.ask : null,
    bid: quote ? quote.bid : null,
    lvg: instrument.lvg,
    contractSize: instrument.contractSize,
    calc: instrument.calc,
    currencyProfit: instrument.currencyProfit,
    chart: instrument.chart,
    digits: instrument.digits,
    dayOpen: day?.open ?? null,
    dayHigh: day?.high ?? null,
    dayLow: day?.low ?? null,
    swapLong: instrument.swapLongUsdPerLot,
    swapShort: instrument.swapShortUsdPerLot,
    hours: instrument.hours,
  };
}
