// The instrument catalogue: 71 real instruments over the six categories. Prices are late-2025
// levels; spreads, leverage and lot limits are typical retail CFD terms. Calc modes follow the profit
// currency: USD → 0; a currency quoted against USD as USD+ccy (TRY, JPY, CHF, CAD, HKD) → 1 with that
// pair; one quoted as ccy+USD (EUR, GBP, AUD) → 2 with that pair. Every conversion pair is listed.
import type { CalcMode, MarketCategory } from '../../../contract/entities';
import { conversionSymbolFor } from '../../../contract/margin';
import type { Instrument, TradingHours } from './engine-types';

type Row = [symbol: string, desc: string, price: number, digits: number, spread: number, chart: string];

interface CategoryTerms {
  category: MarketCategory;
  hours: TradingHours;
  min: number;
  max: number;
  lvg: number;
  contractSize: number;
  swapLongUsdPerLot: number;
  swapShortUsdPerLot: number;
}

/** Per-row overrides of the category's terms (calc and currency default to USD, calc 0). */
type Extra = Partial<Omit<Instrument, 'symbol' | 'desc' | 'priceStart' | 'digits' | 'spread' | 'chart'>>;

function category(terms: CategoryTerms, rows: readonly (Row | [...Row, Extra])[]): Instrument[] {
  return rows.map(([symbol, desc, priceStart, digits, spread, chart, extra]) => ({
    symbol,
    desc,
    catCode: terms.category,
    digits,
    priceStart,
    spread,
    chart,
    calc: 0 as CalcMode,
    currencyProfit: 'USD',
    ...terms,
    ...extra,
  }));
}

const TRY: Extra = { calc: 1, currencyProfit: 'TRY' };
const JPY: Extra = { calc: 1, currencyProfit: 'JPY' };
const CHF: Extra = { calc: 1, currencyProfit: 'CHF' };
const EUR: Extra = { calc: 2, currencyProfit: 'EUR' };
const GBP: Extra = { calc: 2, currencyProfit: 'GBP' };

const EMTIA = category(
  {
    category: 'emtia',
    hours: 'forex',
    min: 0.01,
    max: 50,
    lvg: 100,
    contractSize: 100,
    swapLongUsdPerLot: -18,
    swapShortUsdPerLot: 6,
  },
  [
    ['XAUUSD', 'Altın / ABD Doları', 2650.4, 2, 0.35, 'OANDA:XAUUSD'],
    ['XAGUSD', 'Gümüş / ABD Doları', 31.12, 3, 0.03, 'OANDA:XAGUSD', { contractSize: 5000 }],
    ['XPTUSD', 'Platin / ABD Doları', 968.5, 2, 2.5, 'OANDA:XPTUSD', { lvg: 50 }],
    ['XPDUSD', 'Paladyum / ABD Doları', 1012.3, 2, 4.5, 'OANDA:XPDUSD', { lvg: 50 }],
    ['USOIL', 'WTI Ham Petrol', 70.45, 2, 0.04, 'TVC:USOIL', { contractSize: 1000, lvg: 50 }],
    ['UKOIL', 'Brent Petrol', 74.18, 2, 0.04, 'TVC:UKOIL', { contractSize: 1000, lvg: 50 }],
    ['NGAS', 'Doğal Gaz', 3.215, 3, 0.008, 'TVC:NATGAS', { contractSize: 10000, lvg: 20 }],
    ['COPPER', 'Bakır', 4.2515, 4, 0.004, 'COMEX:HG1!', { contractSize: 25000, lvg: 50 }],
  ],
);

const FOREX = category(
  {
    category: 'forex',
    hours: 'forex',
    min: 0.01,
    max: 50,
    lvg: 100,
    contractSize: 100000,
    swapLongUsdPerLot: -7,
    swapShortUsdPerLot: 2,
  },
  [
    ['EURUSD', 'Euro / ABD Doları', 1.085, 5, 0.00012, 'FX:EURUSD'],
    ['GBPUSD', 'İngiliz Sterlini / ABD Doları', 1.27, 5, 0.00016, 'FX:GBPUSD'],
    ['AUDUSD', 'Avustralya Doları / ABD Doları', 0.655, 5, 0.00014, 'FX:AUDUSD'],
    ['NZDUSD', 'Yeni Zelanda Doları / ABD Doları', 0.595, 5, 0.00018, 'FX:NZDUSD'],
    [
      'USDJPY',
      'ABD Doları / Japon Yeni',
      151.5,
      3,
      0.014,
      'FX:USDJPY',
      { ...JPY, swapLongUsdPerLot: 9, swapShortUsdPerLot: -16 },
    ],
    [
      'USDCHF',
      'ABD Doları / İsviçre Frangı',
      0.885,
      5,
      0.00016,
      'FX:USDCHF',
      { ...CHF, swapLongUsdPerLot: 6, swapShortUsdPerLot: -14 },
    ],
    [
      'USDCAD',
      'ABD Doları / Kanada Doları',
      1.365,
      5,
      0.00018,
      'FX:USDCAD',
      { calc: 1, currencyProfit: 'CAD' },
    ],
    [
      'USDHKD',
      'ABD Doları / Hong Kong Doları',
      7.7805,
      4,
      0.0015,
      'FX:USDHKD',
      { calc: 1, currencyProfit: 'HKD' },
    ],
    [
      'USDTRY',
      'ABD Doları / Türk Lirası',
      34.52,
      4,
      0.012,
      'FX:USDTRY',
      { ...TRY, lvg: 20, swapLongUsdPerLot: -120, swapShortUsdPerLot: 60 },
    ],
    [
      'EURTRY',
      'Euro / Türk Lirası',
      37.46,
      4,
      0.018,
      'FX:EURTRY',
      { ...TRY, lvg: 20, swapLongUsdPerLot: -125, swapShortUsdPerLot: 55 },
    ],
    ['EURGBP', 'Euro / İngiliz Sterlini', 0.8545, 5, 0.00015, 'FX:EURGBP', GBP],
    ['EURJPY', 'Euro / Japon Yeni', 164.38, 3, 0.018, 'FX:EURJPY', JPY],
    ['GBPJPY', 'İngiliz Sterlini / Japon Yeni', 192.41, 3, 0.025, 'FX:GBPJPY', JPY],
    ['EURCHF', 'Euro / İsviçre Frangı', 0.9602, 5, 0.00018, 'FX:EURCHF', CHF],
    ['AUDJPY', 'Avustralya Doları / Japon Yeni', 99.23, 3, 0.02, 'FX:AUDJPY', JPY],
  ],
);

const INDICES = category(
  {
    category: 'indices',
    hours: 'indices',
    min: 0.01,
    max: 100,
    lvg: 50,
    contractSize: 1,
    swapLongUsdPerLot: -4,
    swapShortUsdPerLot: -1,
  },
  [
    ['US30', 'Dow Jones 30', 42150, 1, 2.5, 'TVC:DJI'],
    ['US500', 'S&P 500', 5925.5, 2, 0.5, 'SP:SPX'],
    ['US100', 'Nasdaq 100', 20710, 2, 1.5, 'NASDAQ:NDX'],
    ['GER40', 'Almanya 40 (DAX)', 19520, 1, 1.5, 'XETR:DAX', EUR],
    ['FRA40', 'Fransa 40 (CAC)', 7320, 1, 1.2, 'EURONEXT:PX1', EUR],
    ['EU50', 'Euro Stoxx 50', 4915, 1, 1.8, 'TVC:SX5E', EUR],
    ['UK100', 'İngiltere 100 (FTSE)', 8275, 1, 1.2, 'TVC:UKX', GBP],
    ['JP225', 'Japonya 225 (Nikkei)', 38650, 0, 9, 'TVC:NI225', JPY],
    ['AUS200', 'Avustralya 200', 8410, 1, 1.5, 'ASX:XJO', { calc: 2, currencyProfit: 'AUD' }],
    ['HK50', 'Hong Kong 50 (Hang Seng)', 19680, 0, 8, 'TVC:HSI', { calc: 1, currencyProfit: 'HKD' }],
    ['XU030', 'BIST 30 Endeksi', 10520, 2, 4, 'BIST:XU030', { ...TRY, lvg: 10, contractSize: 10 }],
  ],
);

const BIST = category(
  {
    category: 'bist',
    hours: 'bist',
    min: 0.01,
    max: 100,
    lvg: 5,
    contractSize: 100,
    swapLongUsdPerLot: -3,
    swapShortUsdPerLot: -3,
    ...TRY,
  },
  [
    ['THYAO', 'Türk Hava Yolları', 291.5, 2, 0.25, 'BIST:THYAO'],
    ['GARAN', 'Garanti BBVA', 124.8, 2, 0.1, 'BIST:GARAN'],
    ['AKBNK', 'Akbank', 60.35, 2, 0.05, 'BIST:AKBNK'],
    ['ASELS', 'Aselsan', 78.9, 2, 0.05, 'BIST:ASELS'],
    ['BIMAS', 'BİM Birleşik Mağazalar', 521.0, 2, 0.5, 'BIST:BIMAS'],
    ['EREGL', 'Ereğli Demir Çelik', 26.94, 2, 0.02, 'BIST:EREGL'],
    ['KCHOL', 'Koç Holding', 189.6, 2, 0.1, 'BIST:KCHOL'],
    ['SISE', 'Şişecam', 40.12, 2, 0.02, 'BIST:SISE'],
    ['TUPRS', 'Tüpraş', 158.7, 2, 0.1, 'BIST:TUPRS'],
    ['SAHOL', 'Sabancı Holding', 90.25, 2, 0.05, 'BIST:SAHOL'],
    ['YKBNK', 'Yapı Kredi', 29.86, 2, 0.02, 'BIST:YKBNK'],
    ['FROTO', 'Ford Otosan', 1002.0, 2, 1.0, 'BIST:FROTO'],
    ['PGSUS', 'Pegasus', 231.4, 2, 0.2, 'BIST:PGSUS'],
    ['TCELL', 'Turkcell', 95.45, 2, 0.05, 'BIST:TCELL'],
  ],
);

const EQUITIES = category(
  {
    category: 'equities',
    hours: 'us-equities',
    min: 0.01,
    max: 100,
    lvg: 5,
    contractSize: 10,
    swapLongUsdPerLot: -2,
    swapShortUsdPerLot: -1,
  },
  [
    ['AAPL', 'Apple', 228.5, 2, 0.06, 'NASDAQ:AAPL'],
    ['MSFT', 'Microsoft', 421.3, 2, 0.1, 'NASDAQ:MSFT'],
    ['NVDA', 'NVIDIA', 140.2, 2, 0.05, 'NASDAQ:NVDA'],
    ['AMZN', 'Amazon', 201.4, 2, 0.06, 'NASDAQ:AMZN'],
    ['GOOGL', 'Alphabet', 171.8, 2, 0.06, 'NASDAQ:GOOGL'],
    ['META', 'Meta Platforms', 571.2, 2, 0.2, 'NASDAQ:META'],
    ['TSLA', 'Tesla', 332.6, 2, 0.15, 'NASDAQ:TSLA'],
    ['NFLX', 'Netflix', 781.4, 2, 0.4, 'NASDAQ:NFLX'],
    ['AMD', 'Advanced Micro Devices', 139.9, 2, 0.05, 'NASDAQ:AMD'],
    ['JPM', 'JPMorgan Chase', 231.7, 2, 0.08, 'NYSE:JPM'],
    ['KO', 'Coca-Cola', 63.15, 2, 0.03, 'NYSE:KO'],
    ['V', 'Visa', 301.2, 2, 0.1, 'NYSE:V'],
    ['DIS', 'Walt Disney', 110.4, 2, 0.05, 'NYSE:DIS'],
  ],
);

const CRYPTO = category(
  {
    category: 'crypto',
    hours: 'always',
    min: 0.01,
    max: 20,
    lvg: 10,
    contractSize: 1,
    swapLongUsdPerLot: -20,
    swapShortUsdPerLot: -20,
  },
  [
    ['BTCUSD', 'Bitcoin / ABD Doları', 95120, 2, 30, 'BITSTAMP:BTCUSD'],
    [
      'ETHUSD',
      'Ethereum / ABD Doları',
      3415.5,
      2,
      2.2,
      'BITSTAMP:ETHUSD',
      { swapLongUsdPerLot: -1, swapShortUsdPerLot: -1 },
    ],
    [
      'BNBUSD',
      'BNB / ABD Doları',
      652.4,
      2,
      0.8,
      'BINANCE:BNBUSDT',
      { swapLongUsdPerLot: -0.3, swapShortUsdPerLot: -0.3 },
    ],
    [
      'SOLUSD',
      'Solana / ABD Doları',
      231.35,
      2,
      0.3,
      'COINBASE:SOLUSD',
      { contractSize: 10, swapLongUsdPerLot: -1, swapShortUsdPerLot: -1 },
    ],
    [
      'XRPUSD',
      'Ripple / ABD Doları',
      1.3542,
      4,
      0.0025,
      'BITSTAMP:XRPUSD',
      { contractSize: 1000, swapLongUsdPerLot: -0.3, swapShortUsdPerLot: -0.3 },
    ],
    [
      'ADAUSD',
      'Cardano / ABD Doları',
      0.9512,
      4,
      0.0018,
      'COINBASE:ADAUSD',
      { contractSize: 1000, swapLongUsdPerLot: -0.2, swapShortUsdPerLot: -0.2 },
    ],
    [
      'DOGEUSD',
      'Dogecoin / ABD Doları',
      0.38215,
      5,
      0.0006,
      'BINANCE:DOGEUSDT',
      { contractSize: 10000, swapLongUsdPerLot: -0.8, swapShortUsdPerLot: -0.8 },
    ],
    [
      'LTCUSD',
      'Litecoin / ABD Doları',
      95.42,
      2,
      0.15,
      'COINBASE:LTCUSD',
      { contractSize: 10, swapLongUsdPerLot: -0.2, swapShortUsdPerLot: -0.2 },
    ],
    [
      'DOTUSD',
      'Polkadot / ABD Doları',
      7.512,
      3,
      0.015,
      'COINBASE:DOTUSD',
      { contractSize: 100, swapLongUsdPerLot: -0.2, swapShortUsdPerLot: -0.2 },
    ],
    [
      'LINKUSD',
      'Chainlink / ABD Doları',
      22.145,
      3,
      0.04,
      'COINBASE:LINKUSD',
      { contractSize: 100, swapLongUsdPerLot: -0.5, swapShortUsdPerLot: -0.5 },
    ],
  ],
);

export const INSTRUMENTS: readonly Instrument[] = [
  ...EMTIA,
  ...FOREX,
  ...INDICES,
  ...BIST,
  ...EQUITIES,
  ...CRYPTO,
];

const bySymbol = new Map(INSTRUMENTS.map((instrument) => [instrument.symbol, instrument]));

export function findInstrument(symbol: string): Instrument | undefined {
  return bySymbol.get(symbol);
}

/** The symbol whose mid converts this instrument's profit to USD, or null for calc 0. */
export function conversionSymbolOf(instrument: Instrument): string | null {
  return conversionSymbolFor(instrument.calc, instrument.currencyProfit);
}
