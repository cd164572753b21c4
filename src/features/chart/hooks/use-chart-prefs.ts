// A symbol's chart timeframe and indicators, kept in the ui slice (persisted), and their setters.
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { CandleInterval } from '../../../../contract/entities';
import {
  chartIndicatorToggled,
  chartIntervalChosen,
  selectChartPrefs,
  type ChartIndicator,
  type ChartPrefs,
} from '../../settings';

export interface ChartPrefsControls extends ChartPrefs {
  chooseInterval: (interval: CandleInterval) => void;
  toggleIndicator: (indicator: ChartIndicator) => void;
}

export function useChartPrefs(symbol: string): ChartPrefsControls {
  const dispatch = useAppDispatch();
  const prefs = useAppSelector(selectChartPrefs(symbol));
  return {
    ...prefs,
    chooseInterval: (interval) => dispatch(chartIntervalChosen({ symbol, interval })),
    toggleIndicator: (indicator) => dispatch(chartIndicatorToggled({ symbol, indicator })),
  };
}
