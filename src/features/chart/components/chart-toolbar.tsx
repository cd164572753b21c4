// Above the chart: the timeframe tabs and the indicator switches (toggle buttons, so a screen
// reader hears which are on). On a phone the six timeframes share the row's width with slimmer
// padding: at their desktop size they overflowed 375 px and cut the chosen one, 1G, the default
// (issue 22, item 9).
import styled from 'styled-components';
import { SpreadRow } from '../../../ui/spread-row';
import { CANDLE_INTERVALS, type CandleInterval } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { Tabs } from '../../../ui/tabs';
import { CHART_INDICATORS, type ChartIndicator } from '../../settings';

const Bar = SpreadRow;

const IntervalTabs = styled(Tabs<CandleInterval>)`
  ${({ theme }) => theme.media.below(theme.breakpoints.md)} {
    flex: 1 1 100%;
    && > button {
      flex: 1 1 0;
      min-width: 0;
      padding-left: ${({ theme }) => theme.spacing.xs};
      padding-right: ${({ theme }) => theme.spacing.xs};
    }
  }
`;

const Switches = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Switch = styled.button`
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
  }
`;

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
