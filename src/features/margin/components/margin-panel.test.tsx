import { screen } from '@testing-library/react';
import type { SymbolInfo } from '../../../../contract/entities';
import type { RootState } from '../../../app/store';
import { initialMarketState } from '../../market/market-slice';
import { goldSymbol } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { MarginPanel } from './margin-panel';

const gold = goldSymbol({ desc: 'Altın', ask: 2001, bid: 1999 });

function stateWith(symbols: SymbolInfo[], marginFree: number | null): Partial<RootState> {
  const entities = Object.fromEntries(symbols.map((info) => [info.symbol, info]));
  const quotes = Object.fromEntries(
    symbols
      .filter((info) => info.ask !== null && info.bid !== null)
      .map((info) => [
        info.symbol,
        { ask: info.ask!, bid: info.bid!, askMove: null, bidMove: null, askSeq: 0, bidSeq: 0 },
      ]),
  );
  const summary =
    marginFree === null
      ? null
      : { balance: 0, credit: 0, margin: 0, assets: 0, marginFree, marginPct: 0, floating: 0 };
  return {
    market: {
      ...initialMarketState,
      symbols: { ids: symbols.map((info) => info.symbol), entities },
      quotes,
      status: 'loaded',
    },
    userFinance: { summary },
  } as Partial<RootState>;
}

test('labels the required margin an estimate with the +20 % buffer and says why it is higher (issue 22, item 9)', () => {
  renderWithProviders(<MarginPanel symbol="XAUUSD" amount={0.5} />, {
    preloadedState: stateWith([gold], 9770.84),
  });
  expect(screen.getByText('Gerekli Teminat (tahmini, +%20)')).toBeInTheDocument();
  expect(
    screen.getByText('Tahmin %20 güvenlik payı içerir; pozisyon açılırken paysız teminat alınır.'),
  ).toBeInTheDocument();
});

test('shows required margin with 20% added and free margin, in USD with 2 decimals', () => {
  renderWithProviders(<MarginPanel symbol="XAUUSD" amount={0.5} />, {
    preloadedState: stateWith([gold], 9770.84),
  });
  expect(screen.getByTestId('required-margin')).toHaveTextContent('1200.00 USD');
  expect(screen.getByTestId('free-margin')).toHaveTextContent('9770.84 USD');
});

test("shows 'Data is missing' for an absent symbol", () => {
  renderWithProviders(<MarginPanel symbol="NOPE" amount={1} />, { preloadedState: stateWith([gold], 100) });
  expect(screen.getByTestId('required-margin')).toHaveTextContent('Data is missing');
});

test("shows 'Hesaplanamadi' for an unknown calc mode", () => {
  const odd = { ...gold, calc: 9 } as unknown as SymbolInfo;
  renderWithProviders(<MarginPanel symbol="XAUUSD" amount={1} />, { preloadedState: stateWith([odd], 100) });
  expect(screen.getByTestId('required-margin')).toHaveTextContent('Hesaplanamadi');
});

test("shows 'Veri Bulunamadi' when the conversion symbol has no price, and converts once it has", () => {
  const stock: SymbolInfo = {
    ...gold,
    symbol: 'THYAO',
    calc: 1,
    currencyProfit: 'TRY',
    lvg: 5,
    contractSize: 1,
    ask: 300.5,
    bid: 299.5,
  };
  const { unmount } = renderWithProviders(<MarginPanel symbol="THYAO" amount={10} />, {
    preloadedState: stateWith([stock], 100),
  });
  expect(screen.getByTestId('required-margin')).toHaveTextContent('Veri Bulunamadi');
  unmount();
  const usdtry: SymbolInfo = { ...gold, symbol: 'USDTRY', ask: 30.1, bid: 29.9 };
  renderWithProviders(<MarginPanel symbol="THYAO" amount={10} />, {
    preloadedState: stateWith([stock, usdtry], 100),
  });
  expect(screen.getByTestId('required-margin')).toHaveTextContent('24.00 USD');
});
