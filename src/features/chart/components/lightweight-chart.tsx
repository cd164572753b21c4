// Our own chart: lightweight-charts candles from the server, moved by the live bid, in the theme's
// colours, with the customer's timeframe and indicators for this symbol (kept in the ui slice),
// an OHLC readout of the bar under the cursor, and the lines of the customer's open positions,
// waiting orders and alerts on it; the movable ones carry handles to drag (line-handles.tsx), and
// a click picks a price for a waiting order (pending-order-panel.tsx). The chart object is driven
// imperatively; React renders the frame, the toolbar, the handles and the readout.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTheme } from 'styled-components';
import type { Candle } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { CHART_HEIGHT_PX } from '../chart-config';
import { createCandleChart, type CandleChart, type ChartColors } from '../chart-engine';
import { useChartPrefs } from '../hooks/use-chart-prefs';
import { useLiveCandles } from '../hooks/use-live-candles';
import { useAlertLines } from '../hooks/use-alert-lines';
import { usePositionLines } from '../hooks/use-position-lines';
import { useDragLines } from '../hooks/use-drag-lines';
import { useLineMove } from '../hooks/use-line-move';
import { useWaitingLines } from '../hooks/use-waiting-lines';
import { Button } from '../../../ui/button';
import { LineHandles } from './line-handles';
import { PendingOrderPanel } from './pending-order-panel';
import { indicatorLinesOf, type IndicatorColors } from '../indicator-lines';
import { ChartToolbar } from './chart-toolbar';
import { OhlcReadout } from './ohlc-readout';
import { Root, Actions, Frame, Overlay } from './lightweight-chart.styles';

const DEFAULT_PRICE_DIGITS = 2;

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
  const waiting = useWaitingLines(symbol);
  const priceLines = useMemo(
    () => [...positionLines, ...waiting.lines, ...alertLines],
    [positionLines, waiting.lines, alertLines],
  );
  const dragLines = useDragLines(symbol, waiting.orders);
  const lineMove = useLineMove(symbol, digits);
  // The price a click on the chart picked for a waiting order (null: the panel is closed).
  const [placeAt, setPlaceAt] = useState<{ price: number | null } | null>(null);
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
          created.onClickPrice((price) => setPlaceAt({ price }));
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
      <Actions>
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={placeAt !== null}
          onClick={() => setPlaceAt((open) => (open ? null : { price: last?.close ?? null }))}
        >
          {tr.chart.placeOpen}
        </Button>
      </Actions>
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
        {chart && <LineHandles chart={chart} lines={dragLines} digits={digits} onMove={lineMove.request} />}
      </Frame>
      {placeAt && (
        <PendingOrderPanel
          // A new click is a new price: the panel starts again from it.
          key={placeAt.price ?? 'typed'}
          symbol={symbol}
          digits={digits}
          price={placeAt.price}
          onClose={() => setPlaceAt(null)}
        />
      )}
      {lineMove.dialog}
      <OhlcReadout bar={hovered ?? last} digits={digits} />
    </Root>
  );
}
