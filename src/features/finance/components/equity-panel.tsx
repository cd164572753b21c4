// The 'Bakiye ve Varlık' card: the range picker, the curve of the chosen range, its figures and
// its daily table. The range is counted back from today in Istanbul, the statements' day.
import { useState } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { Tabs, tabPanelProps } from '../../../ui/tabs';
import { useGetEquityCurveQuery } from '../api/finance-api';
import { DEFAULT_EQUITY_RANGE, EQUITY_RANGES, rangeDays, type EquityRange } from '../equity-range';
import { equityChartLabel, summarizeEquity } from '../equity-summary';
import { istanbulToday } from '../istanbul-day';
import { EquityChart } from './equity-chart';
import { EquityFigures } from './equity-figures';
import { Panel } from './equity-panel.styles';
import { EquityTable } from './equity-table';
import { Card, CardHead, VisuallyHidden } from './finance.styles';
import { LoadState } from './load-state';

const RANGES_ID = 'finance-range';

// '1A' is what the tab shows and starts its name, so a voice command saying it finds the tab;
// screen readers also hear what it stands for: '1A (Son 1 ay)'.
const RANGE_TABS = EQUITY_RANGES.map((value) => {
  const short = tr.finance.equity.ranges[value];
  const long = tr.finance.equity.rangeNames[value];
  return {
    value,
    label: (
      <>
        {short}
        {long !== short && <VisuallyHidden>{` (${long})`}</VisuallyHidden>}
      </>
    ),
  };
});

export function EquityPanel() {
  const texts = tr.finance.equity;
  const [range, setRange] = useState<EquityRange>(DEFAULT_EQUITY_RANGE);
  const days = rangeDays(range, istanbulToday());
  const { data, isLoading, isError, refetch } = useGetEquityCurveQuery(days, {
    refetchOnMountOrArgChange: true,
  });
  const points = data?.points ?? [];
  const summary = summarizeEquity(points);

  return (
    <Card aria-labelledby="finance-equity-title">
      <CardHead>
        <h2 id="finance-equity-title">{texts.title}</h2>
        <Tabs
          items={RANGE_TABS}
          value={range}
          onChange={setRange}
          ariaLabel={texts.range}
          idBase={RANGES_ID}
        />
      </CardHead>
      <Panel {...tabPanelProps(RANGES_ID, range)}>
        <LoadState
          isLoading={isLoading}
          failed={isError && !data}
          empty={!summary}
          emptyText={texts.empty}
          onRetry={() => void refetch()}
        >
          {() =>
            summary && (
              <>
                <EquityChart points={points} label={equityChartLabel(summary)} />
                <EquityFigures summary={summary} />
                <EquityTable points={points} />
              </>
            )
          }
        </LoadState>
      </Panel>
    </Card>
  );
}
