// The chart for a symbol, as configured (chart-config.ts): our lightweight-charts chart by default,
// the TradingView embed when a broker turns it on. With no symbol it shows XAUUSD (SPEC.md).
import { useAppSelector } from '../../../app/hooks';
import { selectSymbol, useGetSymbolsQuery } from '../../market';
import { CHART_HEIGHT_PX, CHART_PROVIDER, DEFAULT_CHART_SYMBOL, type ChartProvider } from '../chart-config';
import { LightweightChart } from './lightweight-chart';
import { TradingViewEmbed } from './tradingview-embed';

export interface SymbolChartProps {
  symbol?: string;
  heightPx?: number;
  /** Overrides the configured provider (tests, a page that insists on one). */
  provider?: ChartProvider;
}

export function SymbolChart({
  symbol,
  heightPx = CHART_HEIGHT_PX,
  provider = CHART_PROVIDER,
}: SymbolChartProps) {
  const code = symbol || DEFAULT_CHART_SYMBOL;
  // The list gives the chart code (embed) and the price digits (axis); it is cached, loaded once.
  useGetSymbolsQuery();
  const info = useAppSelector(selectSymbol(code));
  const mode = useAppSelector((state) => state.ui.theme);
  if (provider === 'tradingview') {
    return <TradingViewEmbed chartSymbol={info?.chart || code} mode={mode} heightPx={heightPx} />;
  }
  return <LightweightChart key={code} symbol={code} digits={info?.digits} heightPx={heightPx} />;
}
