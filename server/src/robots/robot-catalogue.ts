// The broker's robot catalogue: six robots over six market categories, each one strategy with its
// symbol, bar size and parameters, and its Turkish name, description and strategy in plain words.
// Stop loss and take profit always come from volatility (a multiple of the average true range),
// every robot holds one position at a time, and none grows its size after a loss.
import type { Candle, CandleInterval, MarketCategory } from '../../../contract/entities';
import { findInstrument } from '../engine/catalogue';
import { bollingerBreakout, type BollingerBreakoutParams } from './strategies/bollinger-breakout';
import { macdCross, type MacdCrossParams } from './strategies/macd-cross';
import { movingAverageCross, type MovingAverageCrossParams } from './strategies/moving-average-cross';
import { rsiReversion, type RsiReversionParams } from './strategies/rsi-reversion';
import type { Reading, VolatilityExits } from './strategies/strategy-types';

type StrategyChoice =
  | { kind: 'movingAverageCross'; params: MovingAverageCrossParams }
  | { kind: 'rsiReversion'; params: RsiReversionParams }
  | { kind: 'bollingerBreakout'; params: BollingerBreakoutParams }
  | { kind: 'macdCross'; params: MacdCrossParams };

export type CatalogueEntry = StrategyChoice & {
  robotId: string;
  name: string;
  description: string;
  symbol: string;
  timeframe: CandleInterval;
  /** The strategy in plain Turkish words. */
  strategyText: string;
};

/** A catalogue robot with its strategy bound to its parameters, as the runtime and back-test use it. */
export interface CatalogueRobot {
  entry: CatalogueEntry;
  category: MarketCategory;
  minLots: number;
  maxLots: number;
  digits: number;
  lookbackBars: number;
  exits: VolatilityExits;
  read(candles: readonly Candle[]): Reading;
}

const ATR_EXITS: VolatilityExits = { atrPeriod: 14, stopAtr: 2, takeAtr: 3 };

export const ROBOT_CATALOGUE: readonly CatalogueEntry[] = [
  {
    robotId: 'altin-trend',
    name: 'Altın Trend Takipçisi',
    description: 'Altında orta vadeli trendleri yakalamaya çalışan, hareketli ortalama kesişimli robot.',
    symbol: 'XAUUSD',
    timeframe: '15m',
    strategyText:
      '20 barlık üssel ortalama 50 barlık ortalamayı yukarı kestiğinde alır, aşağı kestiğinde satar; ters kesişim pozisyonu kapatır. Zarar durdur 2 ATR, kâr al 3 ATR uzaklıktadır.',
    kind: 'movingAverageCross',
    params: { fastPeriod: 20, slowPeriod: 50, exponential: 1, ...ATR_EXITS },
  },
  {
    robotId: 'euro-rsi',
    name: 'Euro RSI Dönüş',
    description: 'EUR/USD paritesinde aşırı alım ve aşırı satım bölgelerinden dönüşleri işleyen robot.',
    symbol: 'EURUSD',
    timeframe: '5m',
    strategyText:
      'RSI(14) 30 seviyesini yukarı geçtiğinde alır, 70 seviyesini aşağı geçtiğinde satar; RSI 50 seviyesine döndüğünde pozisyonu kapatır. Zarar durdur 2 ATR, kâr al 3 ATR uzaklıktadır.',
    kind: 'rsiReversion',
    params: { rsiPeriod: 14, oversold: 30, overbought: 70, exitLevel: 50, ...ATR_EXITS },
  },
  {
    robotId: 'bitcoin-kirilim',
    name: 'Bitcoin Bollinger Kırılımı',
    description: 'Bitcoin’de bant dışına taşan güçlü hareketleri izleyen, hafta sonu da çalışan robot.',
    symbol: 'BTCUSD',
    timeframe: '1h',
    strategyText:
      'Kapanış 20 barlık Bollinger üst bandının (2 standart sapma) üzerine çıktığında alır, alt bandın altına indiğinde satar; fiyat orta banda döndüğünde pozisyonu kapatır. Zarar durdur 2 ATR, kâr al 3 ATR uzaklıktadır.',
    kind: 'bollingerBreakout',
    params: { period: 20, deviations: 2, ...ATR_EXITS },
  },
  {
    robotId: 'sp500-macd',
    name: 'S&P 500 MACD Momentum',
    description: 'ABD’nin geniş tabanlı endeksinde momentum değişimlerini MACD ile izleyen robot.',
    symbol: 'US500',
    timeframe: '15m',
    strategyText:
      'MACD (12, 26) çizgisi 9 barlık sinyal çizgisini yukarı kestiğinde alır, aşağı kestiğinde satar; ters kesişim pozisyonu kapatır. Zarar durdur 2 ATR, kâr al 3 ATR uzaklıktadır.',
    kind: 'macdCross',
    params: { fastPeriod: 12, slowPeriod: 26, signalPeriod: 9, ...ATR_EXITS },
  },
  {
    robotId: 'thy-trend',
    name: 'THY Trend Robotu',
    description: 'Borsa İstanbul’da Türk Hava Yolları hissesinde saatlik trendleri izleyen robot.',
    symbol: 'THYAO',
    timeframe: '1h',
    strategyText:
      '10 barlık basit ortalama 30 barlık ortalamayı yukarı kestiğinde alır, aşağı kestiğinde satar; ters kesişim pozisyonu kapatır. Yalnızca Borsa İstanbul açıkken işlem yapar. Zarar durdur 2 ATR, kâr al 3 ATR uzaklıktadır.',
    kind: 'movingAverageCross',
    params: { fastPeriod: 10, slowPeriod: 30, exponential: 0, ...ATR_EXITS },
  },
  {
    robotId: 'apple-rsi',
    name: 'Apple RSI Dönüş',
    description: 'Apple hissesinde kısa vadeli aşırı fiyatlamalardan dönüşleri işleyen robot.',
    symbol: 'AAPL',
    timeframe: '5m',
    strategyText:
      'RSI(14) 25 seviyesini yukarı geçtiğinde alır, 75 seviyesini aşağı geçtiğinde satar; RSI 50 seviyesine döndüğünde pozisyonu kapatır. Yalnızca ABD piyasası açıkken işlem yapar. Zarar durdur 2 ATR, kâr al 3 ATR uzaklıktadır.',
    kind: 'rsiReversion',
    params: { rsiPeriod: 14, oversold: 25, overbought: 75, exitLevel: 50, ...ATR_EXITS },
  },
];

function bind(entry: CatalogueEntry): Pick<CatalogueRobot, 'lookbackBars' | 'exits' | 'read'> {
  switch (entry.kind) {
    case 'movingAverageCross':
      return {
        lookbackBars: movingAverageCross.lookbackBars(entry.params),
        exits: entry.params,
        read: (candles) => movingAverageCross.read(candles, entry.params),
      };
    case 'rsiReversion':
      return {
        lookbackBars: rsiReversion.lookbackBars(entry.params),
        exits: entry.params,
        read: (candles) => rsiReversion.read(candles, entry.params),
      };
    case 'bollingerBreakout':
      return {
        lookbackBars: bollingerBreakout.lookbackBars(entry.params),
        exits: entry.params,
        read: (candles) => bollingerBreakout.read(candles, entry.params),
      };
    case 'macdCross':
      return {
        lookbackBars: macdCross.lookbackBars(entry.params),
        exits: entry.params,
        read: (candles) => macdCross.read(candles, entry.params),
      };
  }
}

/** Binds each entry to its strategy and its symbol's terms; an entry on an unknown symbol is a bug. */
export function bindCatalogue(entries: readonly CatalogueEntry[]): Map<string, CatalogueRobot> {
  const robots = new Map<string, CatalogueRobot>();
  for (const entry of entries) {
    const instrument = findInstrument(entry.symbol);
    if (!instrument) throw new Error(`robot catalogue: ${entry.robotId} trades unknown ${entry.symbol}`);
    if (robots.has(entry.robotId)) throw new Error(`robot catalogue: ${entry.robotId} listed twice`);
    robots.set(entry.robotId, {
      entry,
      category: instrument.category,
      minLots: instrument.min,
      maxLots: instrument.max,
      digits: instrument.digits,
      ...bind(entry),
    });
  }
  return robots;
}
