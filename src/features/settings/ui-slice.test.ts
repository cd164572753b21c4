import {
  CHART_PREFS_SYMBOLS_MAX,
  chartIndicatorToggled,
  chartIntervalChosen,
  DEFAULT_CHART_PREFS,
  initialUiState,
  selectChartPrefs,
  uiReducer,
  type UiState,
} from './ui-slice';

const prefsOf = (ui: UiState, symbol: string) => selectChartPrefs(symbol)({ ui });

describe('ui slice: chart preferences per symbol', () => {
  it('keeps each symbol’s timeframe and indicators, in the indicators’ own order', () => {
    let ui = uiReducer(initialUiState, chartIntervalChosen({ symbol: 'EURUSD', interval: '15m' }));
    ui = uiReducer(ui, chartIndicatorToggled({ symbol: 'EURUSD', indicator: 'rsi' }));
    ui = uiReducer(ui, chartIndicatorToggled({ symbol: 'EURUSD', indicator: 'sma' }));
    expect(prefsOf(ui, 'EURUSD')).toEqual({ interval: '15m', indicators: ['sma', 'rsi'] });
    ui = uiReducer(ui, chartIndicatorToggled({ symbol: 'EURUSD', indicator: 'rsi' }));
    expect(prefsOf(ui, 'EURUSD')).toEqual({ interval: '15m', indicators: ['sma'] });
    expect(prefsOf(ui, 'XAUUSD')).toBe(DEFAULT_CHART_PREFS);
  });

  it('reads a stored ui without chart preferences (saved before they existed) as the defaults', () => {
    const old = { theme: 'dark', scale: 1 } as UiState;
    expect(prefsOf(old, 'EURUSD')).toBe(DEFAULT_CHART_PREFS);
    const ui = uiReducer(old, chartIntervalChosen({ symbol: 'EURUSD', interval: '4h' }));
    expect(prefsOf(ui, 'EURUSD').interval).toBe('4h');
  });

  it('keeps at most CHART_PREFS_SYMBOLS_MAX symbols, dropping the least recently changed', () => {
    let ui = initialUiState;
    for (let index = 0; index <= CHART_PREFS_SYMBOLS_MAX; index++) {
      ui = uiReducer(ui, chartIntervalChosen({ symbol: `S${index}`, interval: '1h' }));
    }
    expect(Object.keys(ui.chart)).toHaveLength(CHART_PREFS_SYMBOLS_MAX);
    expect(ui.chart.S0).toBeUndefined();
    expect(ui.chart[`S${CHART_PREFS_SYMBOLS_MAX}`]).toBeDefined();
  });
});
