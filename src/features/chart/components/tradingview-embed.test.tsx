import { screen } from '@testing-library/react';
import { renderWithProviders, signedInState } from '../../../test/render-with-providers';
import type { RootState } from '../../../app/store';
import { chartProviderOf } from '../chart-config';
import { SymbolChart } from './symbol-chart';
import { TRADINGVIEW_SCRIPT_URL, tradingViewConfig } from './tradingview-embed';

test.each([
  [undefined, 'lightweight'],
  ['', 'lightweight'],
  ['lightweight', 'lightweight'],
  ['tradingview', 'tradingview'],
  [' TradingView ', 'tradingview'],
  ['other', 'lightweight'],
])('CHART_PROVIDER=%p selects %s', (value, provider) => {
  expect(chartProviderOf(value)).toBe(provider);
});

test('the embed is configured in Turkish, daily, theme-matched, 610 px high', () => {
  expect(tradingViewConfig('OANDA:XAUUSD', 'light')).toMatchObject({
    symbol: 'OANDA:XAUUSD',
    locale: 'tr',
    interval: 'D',
    theme: 'light',
    height: 610,
  });
});

test('the embed places the widget script with its settings and follows the theme', () => {
  const state = { ...signedInState(), ui: { theme: 'dark', scale: 1 } } as Partial<RootState>;
  renderWithProviders(<SymbolChart symbol="XAUUSD" provider="tradingview" />, { preloadedState: state });
  const host = screen.getByTestId('tradingview-embed');
  const script = host.querySelector('script');
  expect(script).not.toBeNull();
  expect(script!.src).toBe(TRADINGVIEW_SCRIPT_URL);
  expect(JSON.parse(script!.text)).toMatchObject({
    symbol: 'XAUUSD',
    locale: 'tr',
    interval: 'D',
    theme: 'dark',
  });
  expect(host).toHaveStyle({ height: '610px' });
});
