import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useParams } from 'react-router';
import type { SymbolInfo } from '../../../../contract/entities';
import { formatDateTime } from '../../../lib/format-date';
import { liveMessagesReceived } from '../../../socket/socket-actions';
import { installFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithProviders, signedInState } from '../../../test/render-with-providers';
import { PRICE_MARKER_MS } from '../hooks/use-price-marker';
import { makeSymbol } from '../test/make-symbol';
import { MarketList } from './market-list';

const OPENS_AT = '2026-11-23T07:00:00.000Z';
const SYMBOLS: SymbolInfo[] = [
  makeSymbol({ symbol: 'XAUUSD', catCode: 'EMTIA', ask: 2650.5, bid: 2650.1, digits: 2 }),
  makeSymbol({ symbol: 'XAGUSD', catCode: 'emtia', ask: null, bid: null, digits: 3 }),
  makeSymbol({ symbol: 'EURUSD', catCode: 'forex', ask: 1.08321, bid: 1.08309, digits: 5 }),
  makeSymbol({
    symbol: 'THYAO',
    catCode: 'bist',
    isOpen: false,
    oTime: OPENS_AT,
    ask: 300,
    bid: 299.5,
    digits: 2,
  }),
  makeSymbol({ symbol: 'BTCUSD', catCode: 'crypto', ask: 90000, bid: 89990, digits: 1 }),
  makeSymbol({ symbol: 'ETHUSD', catCode: 'Crypto', ask: 3000, bid: 2999, digits: 2 }),
];

const rowOf = (symbol: string) => {
  const row = document.querySelector<HTMLElement>(`li[data-symbol="${symbol}"]`);
  if (!row) throw new Error(`no row for ${symbol}`);
  return row;
};
const shownSymbols = () =>
  [...document.querySelectorAll('li[data-symbol]')].map((row) => row.getAttribute('data-symbol'));

function LocationProbe() {
  const { symbol } = useParams();
  const state = useLocation().state as { action?: string } | null;
  return <p>{`ticket ${symbol} ${state?.action}`}</p>;
}

/** The /trade variant, with a stand-in ticket route that shows which order a button opened. */
function renderTradeList() {
  return renderWithProviders(
    <Routes>
      <Route path="/trade" element={<MarketList variant="trade" />} />
      <Route path="/order/:symbol" element={<LocationProbe />} />
    </Routes>,
    { preloadedState: signedInState(), route: '/trade' },
  );
}

describe('MarketList', () => {
  let fake: FakeApi;
  const scrollTo = jest.fn();
  beforeEach(() => {
    fake = installFakeApi().on('GET /api/margin/infos', { body: { status: true, data: SYMBOLS } });
    scrollTo.mockReset();
    HTMLElement.prototype.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  });
  afterEach(() => {
    fake.restore();
    jest.useRealTimers();
  });

  async function renderWidget(onSelect = jest.fn()) {
    const view = renderWithProviders(<MarketList variant="widget" onSelect={onSelect} />, {
      preloadedState: signedInState(),
    });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await screen.findByText('XAUUSD');
    return { ...view, onSelect };
  }

  it('shows the six tabs in order with the first selected, and scrolls the selection to the centre', async () => {
    await renderWidget();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Emtia',
      'Forex',
      'Endeks',
      'Bist',
      'Hisse',
      'Kripto',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(shownSymbols()).toEqual(['XAUUSD', 'XAGUSD']);
    await userEvent.click(screen.getByRole('tab', { name: 'Kripto' }));
    expect(screen.getByRole('tab', { name: 'Kripto' })).toHaveAttribute('aria-selected', 'true');
    expect(shownSymbols()).toEqual(['BTCUSD', 'ETHUSD']);
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });

  it('filters the tab by case-insensitive substring of the symbol', async () => {
    await renderWidget();
    await userEvent.click(screen.getByRole('tab', { name: 'Kripto' }));
    await userEvent.type(screen.getByPlaceholderText('Ara...'), 'btC');
    expect(shownSymbols()).toEqual(['BTCUSD']);
    await userEvent.clear(screen.getByPlaceholderText('Ara...'));
    await userEvent.type(screen.getByPlaceholderText('Ara...'), 'usd');
    expect(shownSymbols()).toEqual(['BTCUSD', 'ETHUSD']);
  });

  it('shows ask and bid with the symbol digits, N/A without a live price, and hands a clicked symbol up', async () => {
    const { onSelect } = await renderWidget();
    expect(within(rowOf('XAUUSD')).getByTestId('ask')).toHaveTextContent('2650.50');
    expect(within(rowOf('XAUUSD')).getByTestId('bid')).toHaveTextContent('2650.10');
    expect(within(rowOf('XAGUSD')).getByTestId('ask')).toHaveTextContent('N/A');
    expect(within(rowOf('XAGUSD')).getByTestId('bid')).toHaveTextContent('N/A');
    await userEvent.click(screen.getByText('XAGUSD'));
    expect(onSelect).toHaveBeenCalledWith('XAGUSD');
  });

  it('marks a rise price-up and a fall price-down, and clears both after 1 s', async () => {
    const { store } = await renderWidget();
    jest.useFakeTimers();
    act(() => {
      store.dispatch(liveMessagesReceived([{ type: 'price', symbol: 'XAUUSD', ask: 2651, bid: 2649 }]));
    });
    const ask = within(rowOf('XAUUSD')).getByTestId('ask');
    const bid = within(rowOf('XAUUSD')).getByTestId('bid');
    expect(ask).toHaveTextContent('2651.00');
    expect(ask).toHaveClass('price-up');
    expect(bid).toHaveClass('price-down');
    act(() => jest.advanceTimersByTime(PRICE_MARKER_MS - 1));
    expect(ask).toHaveClass('price-up');
    act(() => jest.advanceTimersByTime(1));
    expect(ask).not.toHaveClass('price-up');
    expect(bid).not.toHaveClass('price-down');
    // A live price for a symbol that had none replaces N/A without a marker.
    act(() => {
      store.dispatch(liveMessagesReceived([{ type: 'price', symbol: 'XAGUSD', ask: 31.2, bid: 31.1 }]));
    });
    expect(within(rowOf('XAGUSD')).getByTestId('ask')).toHaveTextContent('31.200');
    expect(within(rowOf('XAGUSD')).getByTestId('ask')).not.toHaveClass('price-up');
  });

  it('renders only the rows in view of a long tab, and follows the scroll', async () => {
    const many = Array.from({ length: 200 }, (_, index) =>
      makeSymbol({ symbol: `C${String(index).padStart(3, '0')}USD`, catCode: 'crypto' }),
    );
    fake.on('GET /api/margin/infos', { body: { status: true, data: many } });
    renderWithProviders(<MarketList variant="widget" />, { preloadedState: signedInState() });
    await screen.findByRole('tab', { name: 'Kripto' });
    await userEvent.click(screen.getByRole('tab', { name: 'Kripto' }));
    await screen.findByText('C000USD');
    // Unmeasured (jsdom has no layout): a first screenful only.
    expect(shownSymbols()).toHaveLength(40);
    const panel = screen.getByRole('tabpanel');
    Object.defineProperty(panel, 'clientHeight', { configurable: true, value: 520 });
    panel.scrollTop = 52 * 100;
    fireEvent.scroll(panel);
    await waitFor(() => expect(shownSymbols()[0]).toBe('C096USD'));
    expect(shownSymbols()).toHaveLength(18);
    expect(screen.getByRole('list', { name: 'Kripto' })).toHaveStyle({ paddingTop: `${96 * 52}px` });
  });

  it('on /trade shows bid, symbol, ask with Sat and Al that open the ticket with the side', async () => {
    renderTradeList();
    await screen.findByText('XAUUSD');
    const cells = [...rowOf('XAUUSD').querySelectorAll('[data-testid], span')].map(
      (node) => node.textContent,
    );
    expect(cells.indexOf('2650.10')).toBeLessThan(cells.indexOf('XAUUSD'));
    expect(cells.indexOf('XAUUSD')).toBeLessThan(cells.indexOf('2650.50'));
    await userEvent.click(within(rowOf('XAUUSD')).getByRole('button', { name: 'Sat' }));
    expect(screen.getByText('ticket XAUUSD Sell')).toBeInTheDocument();
  });

  it('on /trade Al opens the ticket with Buy, and a closed market shows the note with its opening time', async () => {
    renderTradeList();
    await screen.findByText('XAUUSD');
    fireEvent.click(screen.getByRole('tab', { name: 'Bist' }));
    const row = rowOf('THYAO');
    expect(within(row).queryByRole('button', { name: 'Sat' })).not.toBeInTheDocument();
    expect(within(row).getByTestId('market-closed')).toHaveTextContent(`Piyasa Kapalı`);
    expect(within(row).getByTestId('market-closed')).toHaveTextContent(formatDateTime(OPENS_AT));
    expect(formatDateTime(OPENS_AT)).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);
    fireEvent.click(screen.getByRole('tab', { name: 'Kripto' }));
    await userEvent.click(within(rowOf('ETHUSD')).getByRole('button', { name: 'Al' }));
    expect(screen.getByText('ticket ETHUSD Buy')).toBeInTheDocument();
  });
});
