// The settings' public entry: the theme as other features switch and read it, and each symbol's
// chart preferences, which the chart keeps here; whether a fired price alert sounds.
export {
  CHART_INDICATORS,
  chartIndicatorToggled,
  chartIntervalChosen,
  selectAlertSound,
  selectChartPrefs,
  selectOneClickTrading,
  themeToggled,
  type ChartIndicator,
  type ChartPrefs,
  type ThemeMode,
} from './ui-slice';
