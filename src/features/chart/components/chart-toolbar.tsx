// Above the chart: the timeframe tabs and the indicator switches (toggle buttons, so a screen
// reader hears which are on). On a phone the six timeframes share the row's width with slimmer
// padding: at their desktop size they overflowed 375 px and cut the chosen one, 1G, the default
// (issue 22, item 9).
import { SpreadRow } from '../../../ui/spread-row';
import { CANDLE_INTERVALS, type CandleInterval } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { CHART_INDICATORS, type ChartIndicator } from '../../settings';
import { IntervalTabs, Switches, Switch } from './chart-toolbar.styles';

const Bar = SpreadRow;

export interface ChartToolbarProps {
  interval: CandleInterval;
  indicators: readonly ChartIndicator[];
  onInterval: (interval: CandleInterval) => void;
  onToggleIndicator: (indicator: ChartIndicator) => void;
}

export function ChartToolbar({ interval, indicators, onInterval, onToggleIndicator }: ChartToolbarProps) {
  return (
    <Bar>
      <IntervalTabs
        items={CANDLE_INTERVALS.map((value) => ({ value, label: tr.chart.intervals[value] }))}
        value={interval}
        onChange={onInterval}
        ariaLabel={tr.chart.intervalsLabel}
        withPanels={false}
      />
      <Switches role="group" aria-label={tr.chart.indicatorsLabel}>
        {CHART_INDICATORS.map((indicator) => (
          <Switch
            key={indicator}
            type="button"
            aria-pressed={indicators.includes(indicator)}
            onClick={() => onToggleIndicator(indicator)}
          >
            {tr.chart.indicators[indicator]}
          </Switch>
        ))}
      </Switches>
    </Bar>
  );
}
