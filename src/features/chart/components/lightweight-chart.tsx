// Our own chart: lightweight-charts candles from the server, moved by the live bid, in the theme's
// colours. The chart object lives in a ref-like state and is driven imperatively; React renders
// only the frame and the interval switch.
import { useEffect, useMemo, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import type { CandleInterval } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr';
import { Tabs } from '../../../ui/tabs';
import { CHART_HEIGHT_PX, DEFAULT_CANDLE_INTERVAL } from '../chart-config';
import { createCandleChart, type CandleChart, type ChartColors } from '../chart-engine';
import { useLiveCandles } from '../hooks/use-live-candles';

const INTERVALS: readonly CandleInterval[] = ['1d', '1m'];
const DEFAULT_PRICE_DIGITS = 2;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
`;

const Frame = styled.div<{ $heightPx: number }>`
  position: relative;
  width: 100%;
  height: ${({ $heightPx }) => $heightPx}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Overlay = styled.p`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

export interface LightweightChartProps {
  symbol: string;
  /** The symbol's price decimals; the axis shows 2 until they are known. */
  digits?: number;
  heightPx?: number;
  initialInterval?: CandleInterval;
}

export function LightweightChart({
  symbol,
  digits = DEFAULT_PRICE_DIGITS,
  heightPx = CHART_HEIGHT_PX,
  initialInterval = DEFAULT_CANDLE_INTERVAL,
}: LightweightChartProps) {
  const theme = useTheme();
  const [interval, setInterval] = useState<CandleInterval>(initialInterval);
  const { base, candles, last, loading, failed } = useLiveCandles(symbol, interval);
  const container = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<CandleChart | null>(null);
  const colors: ChartColors = useMemo(
    () => ({
      background: theme.colors.surface,
      text: theme.colors.textMuted,
      grid: theme.colors.border,
      up: theme.colors.positive,
      down: theme.colors.negative,
    }),
    [theme],
  );
  const initialColors = useRef(colors);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let disposed = false;
    let made: CandleChart | null = null;
    createCandleChart(element, { heightPx, colors: initialColors.current, showTime: interval === '1m' })
      .then((created) => {
        if (disposed) created.remove();
        else {
          made = created;
          setChart(created);
        }
      })
      // Without a canvas (tests, very old browsers) the page stays usable without the drawing.
      .catch(() => undefined);
    return () => {
      disposed = true;
      made?.remove();
      setChart(null);
    };
  }, [heightPx, interval]);

  useEffect(() => chart?.setColors(colors), [chart, colors]);
  useEffect(() => chart?.setPriceDigits(digits), [chart, digits]);
  useEffect(() => chart?.setCandles(base), [chart, base]);
  useEffect(() => {
    if (last) chart?.updateCandle(last);
  }, [chart, last]);

  const overlay = loading ? tr.chart.loading : failed || candles.length === 0 ? tr.chart.noData : null;
  return (
    <Root>
      <Tabs
        items={INTERVALS.map((value) => ({ value, label: tr.chart.intervals[value] }))}
        value={interval}
        onChange={setInterval}
        ariaLabel={tr.chart.intervalsLabel}
      />
      <Frame
        ref={container}
        $heightPx={heightPx}
        role="img"
        aria-label={tr.chart.label(symbol)}
        data-testid="symbol-chart"
        data-bars={candles.length}
        data-last-close={last?.close ?? ''}
      >
        {overlay && <Overlay>{overlay}</Overlay>}
      </Frame>
    </Root>
  );
}
