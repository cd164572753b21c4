// Local display settings (SPEC.md section 3): theme, default dark; font scale, default 1; and, per
// symbol, the chart's timeframe and indicators, so a chart reopens the way the customer left it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CandleInterval } from '../../../contract/entities';

export type ThemeMode = 'light' | 'dark';

export const CHART_INDICATORS = ['sma', 'ema', 'bollinger', 'rsi'] as const;
export type ChartIndicator = (typeof CHART_INDICATORS)[number];

export interface ChartPrefs {
  interval: CandleInterval;
  indicators: ChartIndicator[];
}

export interface UiState {
  theme: ThemeMode;
  scale: number;
  /** Chart preferences by symbol code; the least recently changed go first past the bound. */
  chart: Record<string, ChartPrefs>;
  /**
   * One-click trading (issue 14, item 16): off by default, as in MT5 and cTrader, so Al, Sat,
   * Kapat and İptal ask for a confirmation first. Absent in states stored before it existed.
   */
  oneClickTrading?: boolean;
  /** A short sound when a price alert fires (issue 20); on unless turned off. Absent in old states. */
  alertSound?: boolean;
}

export const initialUiState: UiState = {
  theme: 'dark',
  scale: 1,
  chart: {},
  oneClickTrading: false,
  alertSound: true,
};

/** Bounds on the font scale, so a stored value cannot make the layout unusable. */
export const SCALE_MIN = 0.75;
export const SCALE_MAX = 1.5;
/** Symbols whose chart preferences are kept (the catalogue has about 70), so storage stays small. */
export const CHART_PREFS_SYMBOLS_MAX = 100;
export const DEFAULT_CHART_PREFS: ChartPrefs = { interval: '1d', indicators: [] };

/** The symbol's preferences moved to the end of the record (most recent), dropping the oldest past the bound. */
function touched(chart: Record<string, ChartPrefs>, symbol: string): ChartPrefs {
  const prefs = chart[symbol] ?? { ...DEFAULT_CHART_PREFS, indicators: [] };
  delete chart[symbol];
  chart[symbol] = prefs;
  const symbols = Object.keys(chart);
  for (const old of symbols.slice(0, Math.max(0, symbols.length - CHART_PREFS_SYMBOLS_MAX)))
    delete chart[old];
  return prefs;
}

const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    themeToggled: (state) => {
      state.theme = state.theme === 'dark' ? 'light' : 'dark';
    },
    themeChosen: (state, action: PayloadAction<ThemeMode>) => {
      state.theme = action.payload;
    },
    scaleChosen: (state, action: PayloadAction<number>) => {
      const scale = action.payload;
      if (Number.isFinite(scale)) state.scale = Math.min(SCALE_MAX, Math.max(SCALE_MIN, scale));
    },
    oneClickTradingChosen: (state, action: PayloadAction<boolean>) => {
      state.oneClickTrading = action.payload;
    },
    alertSoundChosen: (state, action: PayloadAction<boolean>) => {
      state.alertSound = action.payload;
    },
    chartIntervalChosen: (state, action: PayloadAction<{ symbol: string; interval: CandleInterval }>) => {
      state.chart ??= {};
      touched(state.chart, action.payload.symbol).interval = action.payload.interval;
    },
    chartIndicatorToggled: (state, action: PayloadAction<{ symbol: string; indicator: ChartIndicator }>) => {
      state.chart ??= {};
      const prefs = touched(state.chart, action.payload.symbol);
      const { indicator } = action.payload;
      prefs.indicators = prefs.indicators.includes(indicator)
        ? prefs.indicators.filter((shown) => shown !== indicator)
        : CHART_INDICATORS.filter((known) => known === indicator || prefs.indicators.includes(known));
    },
  },
});

export const {
  themeToggled,
  themeChosen,
  scaleChosen,
  oneClickTradingChosen,
  alertSoundChosen,
  chartIntervalChosen,
  chartIndicatorToggled,
} = uiSlice.actions;
export const uiReducer = uiSlice.reducer;

/** The chart preferences of a symbol, or the defaults (one shared object, so selectors stay stable). */
export const selectChartPrefs =
  (symbol: string) =>
  (state: { ui: UiState }): ChartPrefs =>
    state.ui.chart?.[symbol] ?? DEFAULT_CHART_PREFS;

/** True when trading actions go without a confirmation (the customer turned one-click on). */
export const selectOneClickTrading = (state: { ui: UiState }): boolean => state.ui.oneClickTrading === true;

/** True unless the customer turned the price alerts' sound off. */
export const selectAlertSound = (state: { ui: UiState }): boolean => state.ui.alertSound !== false;
