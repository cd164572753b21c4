// Which chart the app draws, and the spec's chart constants (SPEC.md sections 2 and 9).
// 'lightweight' (default): lightweight-charts fed by our server's candles and live prices, no
// outside host. 'tradingview': the spec's third-party embed, which loads a script from
// TradingView's host; a broker switches it on at build time with CHART_PROVIDER=tradingview
// (webpack's DefinePlugin replaces `process.env.CHART_PROVIDER`).
export type ChartProvider = 'lightweight' | 'tradingview';

export const CHART_HEIGHT_PX = 610;
export const DEFAULT_CHART_SYMBOL = 'XAUUSD';
/** Bars asked of the server per chart load (about two years of daily bars). */
export const CANDLES_PER_LOAD = 500;

function configuredProvider(): string | undefined {
  try {
    return process.env.CHART_PROVIDER;
  } catch {
    // No `process` in a browser build without the DefinePlugin entry: use the default.
    return undefined;
  }
}

export function chartProviderOf(value: string | undefined): ChartProvider {
  return value?.trim().toLowerCase() === 'tradingview' ? 'tradingview' : 'lightweight';
}

export const CHART_PROVIDER: ChartProvider = chartProviderOf(configuredProvider());
