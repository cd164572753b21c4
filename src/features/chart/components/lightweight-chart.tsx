// Our own chart: lightweight-charts candles from the server, moved by the live bid, in the theme's
// colours, with the customer's timeframe and indicators for this symbol (kept in the ui slice),
// an OHLC readout of the bar under the cursor, and the lines of the customer's open positions on
// it. The chart object is driven imperatively; React renders the frame, the toolbar and readout.
import { useEffect, useMemo, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import type { Candle } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { CHART_HEIGHT_PX } from '../chart-config';
import { createCandleChart, type CandleChart, type ChartColors } from '../chart-engine';
import { useChartPrefs } from '../hooks/use-chart-prefs';
import { useLiveCandles } from '../hooks/use-live-candles';
import { useAlertLines } from '../hooks/use-alert-lines';
import { usePositionLines } from '../hooks/use-position-lines';
import { indicatorLinesOf, type IndicatorColors } from '../indicator-lines';
import { ChartToolbar } from './chart-toolbar';
import { OhlcReadout } from './ohlc-readout';

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
}

export function LightweightChart({
  symbol,
  digits = DEFAULT_PRICE_DIGITS,
  heightPx = CHART_HEIGHT_PX,
}: LightweightChartProps) {
  const theme = useTheme();
  const { interval, indicators, chooseInterval, toggleIndicator } = useChartPrefs(symbol);
  const { base, candles, last, loading, failed } = useLiveCandles(symbol, interval);
  const positionLines = usePositionLines(symbol);
  const alertLines = useAlertLines(symbol);
  const priceLines = useMemo(() => [...positionLines, ...alertLines], [positionLines, alertLines]);
  const container = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<CandleChart | null>(null);
  const [hovered, setHovered] = useState<Candle | null>(null);
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
  const indicatorColors: IndicatorColors = useMemo(
    () => ({
      sma: theme.colors.primary,
      ema: theme.colors.warning,
      bollinger: theme.colors.textMuted,
      rsi: theme.colors.focus,
    }),
    [theme],
  );
  const indicatorLines = useMemo(
    () => indicatorLinesOf(candles, indicators, indicatorColors),
    [candles, indicators, indicatorColors],
  );
  const initialColors = useRef(colors);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let disposed = false;
    let made: CandleChart | null = null;
    createCandleChart(element, { heightPx, colors: initialColors.current, showTime: interval !== '1d' })
      .then((created) => {
        if (disposed) created.remove();
        else {
          made = created;
          created.onCrosshairBar(setHovered);
          setChart(created);
        }
      })
      // Without a canvas (tests, very old browsers) the page stays usable without the drawing.
      .catch(() => undefined);
    return () => {
      disposed = true;
      made?.remove();
      setChart(null);
      setHovered(null);
    };
  }, [heightPx, interval]);

  /** What the chart drew, on the frame, so a browser test can see panes and lines on the canvas. */
  const describe = (drawn: CandleChart) => {
    const { panes, priceLines } = drawn.describe();
    const frame = container.current;
    if (!frame) return;
    frame.dataset.panes = String(panes);
    frame.dataset.priceLines = priceLines.join(' ');
  };

  useEffect(() => chart?.setColors(colors), [chart, colors]);
  useEffect(() => chart?.setPriceDigits(digits), [chart, digits]);
  useEffect(() => chart?.setCandles(base), [chart, base]);
  useEffect(() => {
    if (last) chart?.updateCandle(last);
  }, [chart, last]);
  useEffect(() => {
    if (!chart) return;
    chart.setOverlayLines(indicatorLines);
    describe(chart);
  }, [chart, indicatorLines]);
  useEffect(() => {
    if (!chart) return;
    chart.setPriceLines(priceLines);
    describe(chart);
  }, [chart, priceLines]);

  const overlay = loading ? tr.chart.loading : failed || candles.length === 0 ? tr.chart.noData : null;
  return (
    <Root>
      <ChartToolbar
        interval={interval}
        indicators={indicators}
        onInterval={chooseInterval}
        onToggleIndicator={toggleIndicator}
      />
      <Frame
        ref={container}
        $heightPx={heightPx}
        // A figure, not an img: the library puts its attribution link inside the frame, and an img's
        // children are hidden from assistive technology, so a link there is unreachable (axe).
        role="figure"
        aria-label={tr.chart.label(symbol)}
        data-testid="symbol-chart"
        data-bars={candles.length}
        data-last-close={last?.close ?? ''}
        data-interval={interval}
        data-indicators={indicators.join(' ')}
        data-position-lines={positionLines.map((line) => line.key).join(' ')}
      >
        {overlay && <Overlay>{overlay}</Overlay>}
      </Frame>
      <OhlcReadout bar={hovered ?? last} digits={digits} />
    </Root>
  );
}
