// The spec's third-party chart (SPEC.md section 2): TradingView's advanced chart widget in Turkish,
// daily bars, the app's theme, 610 px high. Off by default (chart-config.ts): it loads a script
// from an outside host, which a broker must choose to allow.
import { useEffect, useRef } from 'react';
import type { ThemeMode } from '../../settings';
import { CHART_HEIGHT_PX } from '../chart-config';
import { Container } from './tradingview-embed.styles';

export const TRADINGVIEW_SCRIPT_URL =
  'https://s3.tradingview.com/external-embedding/embed-widget-advanced-chart.js';

export interface TradingViewConfig {
  symbol: string;
  interval: 'D';
  locale: 'tr';
  theme: ThemeMode;
  height: number;
  width: string;
  timezone: string;
  style: '1';
  allow_symbol_change: boolean;
}

export function tradingViewConfig(
  symbol: string,
  mode: ThemeMode,
  heightPx = CHART_HEIGHT_PX,
): TradingViewConfig {
  return {
    symbol,
    interval: 'D',
    locale: 'tr',
    theme: mode,
    height: heightPx,
    width: '100%',
    timezone: 'Europe/Istanbul',
    style: '1',
    allow_symbol_change: false,
  };
}

export interface TradingViewEmbedProps {
  chartSymbol: string;
  mode: ThemeMode;
  heightPx?: number;
}

export function TradingViewEmbed({ chartSymbol, mode, heightPx = CHART_HEIGHT_PX }: TradingViewEmbedProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    // The widget reads its settings from the text of its own script tag.
    const widget = document.createElement('div');
    widget.className = 'tradingview-widget-container__widget';
    const script = document.createElement('script');
    script.src = TRADINGVIEW_SCRIPT_URL;
    script.async = true;
    script.text = JSON.stringify(tradingViewConfig(chartSymbol, mode, heightPx));
    element.replaceChildren(widget, script);
    return () => element.replaceChildren();
  }, [chartSymbol, mode, heightPx]);
  return (
    <Container
      ref={host}
      $heightPx={heightPx}
      className="tradingview-widget-container"
      data-testid="tradingview-embed"
    />
  );
}
