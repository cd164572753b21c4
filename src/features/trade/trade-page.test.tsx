import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import type { Order, SymbolInfo } from '../../../contract/entities';
import type { RootState } from '../../app/store';
import { liveMessagesReceived } from '../../socket/socket-actions';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { demoSummary } from '../../test/fixtures';
import { renderWithProviders, signedInState } from '../../test/render-with-providers';
import { makeSymbol } from '../market/test/make-symbol';
import { selectTopMovers } from '../market/top-movers';
import TradePage from './trade-page';

// The ticket appears 1 s after it mounts (SPEC.md); the machine running the suites is shared.
const TICKET_WAIT = { timeout: 4000 };

/** A day whose high and low are still its open. */
const day = (open: number) => ({ dayOpen: open, dayHigh: open, dayLow: open });

const SYMBOLS: SymbolInfo[] = [
  makeSymbol({ symbol: 'XAUUSD', catCode: 'emtia', ask: 2650.5, bid: 2650, digits: 2, ...day(2600) }),
  makeSymbol({ symbol: 'XAGUSD', catCode: 'emtia', ask: 31.2, bid: 31.17, digits: 3, ...day(32) }),
  makeSymbol({ symbol: 'EURUSD', catCode: 'forex', ask: 1.1001, bid: 1.1, digits: 4, ...day(1.1) }),
  makeSymbol({ symbol: 'BTCUSD', catCode: 'crypto', ask: 90010, bid: 90000, digits: 1, ...day(80000) }),
  makeSymbol({ symbol: 'ETHUSD', catCode: 'crypto', ask: 3001, bid: 3000, digits: 2, ...day(3100) }),
];

function closedOrder(id: string, symbol: string, profit: number): Order {
  return {
    id,
    amount: 0.5,
    type: 'Sell',
    symbol,
    price: 2600,
    closePrice: 2590,
    lastPrice: null,
    marketLimit: null,
    takeProfit: null,
    stopLoss: null,
    profit,
    profitPct: 1,
    swap: 0,
    margin: 100,
    createdAt: '2026-11-20T09:00:00',
    closeAt: '2026-11-20T10:30:00',
    status: 'closed',
  };
}

function ClosedProbe() {
  return <p>{`closed ${useParams().id}`}</p>;
}

const state = (): Partial<RootState> =>
  ({
    ...signedInState(),
    userFinance: { summary: demoSummary({ margin: 216.66, marginFree: 9770.84, floating: -12.5 }) },
  }) as Partial<RootState>;

function renderTrade() {
  return renderWithProviders(
    <Routes>
      <Route path="/trade" element={<TradePage />} />
      <Route path="/closed/:id" element={<ClosedProbe />} />
      <Route path="/deposit" element={<p>deposit page</p>} />
    </Routes>,
    { preloadedState: state(), route: '/trade' },
  );
}

const widget = (name: string) => screen.getByTestId(`trade-${name}`);

describe('/trade', () => {
  let fake: FakeApi;
  let closed: Order[];
  beforeEach(() => {
    closed = [closedOrder('41', 'XAUUSD', 25.5), closedOrder('40', 'EURUSD', -8)];
    fake = installFakeApi()
      .on('GET /api/margin/infos', { body: { status: true, data: SYMBOLS } })
      .on('GET /api/orders/transaction', () => ({
        body: { status: true, data: closed, currentPage: 1, totalPages: 1 },
      }));
  });
  afterEach(() => fake.restore());

  it('shows the five widgets of its grid in the order of SPEC.md', async () => {
    const { container } = renderTrade();
    await within(widget('market')).findByText('XAGUSD');
    const slots = [...container.querySelectorAll('[data-page-grid="trade"] > [data-widget]')];
    expect(slots.map((slot) => slot.getAttribute('data-widget'))).toEqual([
      'market',
      'buy',
      'wallet',
      'top',
      'history',
    ]);
  });

  it('buy: the ticket shows the tab’s first symbol until a row is picked, then the picked one', async () => {
    const user = userEvent.setup();
    renderTrade();
    expect(await within(widget('buy')).findByRole('heading', { name: 'XAUUSD' }, TICKET_WAIT)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Kripto' }));
    expect(await within(widget('buy')).findByRole('heading', { name: 'BTCUSD' }, TICKET_WAIT)).toBeVisible();
    await user.click(within(widget('market')).getByText('ETHUSD'));
    expect(await within(widget('buy')).findByRole('heading', { name: 'ETHUSD' }, TICKET_WAIT)).toBeVisible();
    // A picked symbol stays when the tab changes.
    await user.click(screen.getByRole('tab', { name: 'Forex' }));
    expect(within(widget('buy')).getByRole('heading', { name: 'ETHUSD' })).toBeVisible();
  });

  it('buy: tapping a row with the ticket out of view (a phone) scrolls to the ticket (issue 14, item 18)', async () => {
    const user = userEvent.setup();
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderTrade();
    await within(widget('market')).findByText('XAGUSD');
    const ticketAnchor = screen.getByTestId('ticket-anchor');
    // jsdom lays nothing out: put the ticket 1,000 px down, as on a 375 px phone.
    jest.spyOn(ticketAnchor, 'getBoundingClientRect').mockReturnValue({ top: 1000 } as DOMRect);
    await user.click(within(widget('market')).getByText('XAGUSD'));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(ticketAnchor);
  });

  it('wallet: the seven live figures and a link to deposit', async () => {
    const user = userEvent.setup();
    const { store } = renderTrade();
    const wallet = within(widget('wallet'));
    expect(wallet.getByTestId('wallet-balance')).toHaveTextContent('10000.00 USD');
    expect(wallet.getByTestId('wallet-credit')).toHaveTextContent('0.00 USD');
    expect(wallet.getByTestId('wallet-assets')).toHaveTextContent('10000.00 USD');
    expect(wallet.getByTestId('wallet-margin')).toHaveTextContent('216.66 USD');
    expect(wallet.getByTestId('wallet-marginFree')).toHaveTextContent('9770.84 USD');
    expect(wallet.getByTestId('wallet-marginPct')).toHaveTextContent('0.00%');
    expect(wallet.getByTestId('wallet-floating')).toHaveTextContent('-12.50 USD');
    act(() => {
      store.dispatch(liveMessagesReceived([{ type: 'account', allp: 30.25, fm: 9813.59 }]));
    });
    expect(wallet.getByTestId('wallet-floating')).toHaveTextContent('30.25 USD');
    expect(wallet.getByTestId('wallet-marginFree')).toHaveTextContent('9813.59 USD');
    await user.click(wallet.getByRole('link', { name: 'Para Yatır' }));
    expect(screen.getByText('deposit page')).toBeInTheDocument();
  });

  it('top: the day’s gainers and losers across every tab, live, each opening its ticket', async () => {
    const user = userEvent.setup();
    const { store } = renderTrade();
    await within(widget('market')).findByText('XAGUSD');
    const top = within(widget('top'));
    const listed = (name: string) =>
      within(top.getByRole('region', { name }))
        .getAllByRole('button')
        .map((button) => button.dataset.symbol);
    // BTC +12.5 %, XAU +1.92 %; ETH −3.23 %, XAG −2.59 %; EURUSD is flat and in neither.
    expect(listed('Yükselenler')).toEqual(['BTCUSD', 'XAUUSD']);
    expect(listed('Düşenler')).toEqual(['ETHUSD', 'XAGUSD']);
    expect(top.getByRole('button', { name: /BTCUSD/ })).toHaveTextContent('+12.50%');

    act(() => {
      store.dispatch(liveMessagesReceived([{ type: 'price', symbol: 'EURUSD', ask: 1.21, bid: 1.2099 }]));
    });
    expect(listed('Yükselenler')).toEqual(['BTCUSD', 'EURUSD', 'XAUUSD']);

    await user.click(top.getByRole('button', { name: /ETHUSD/ }));
    expect(await within(widget('buy')).findByRole('heading', { name: 'ETHUSD' }, TICKET_WAIT)).toBeVisible();
  });

  it('top: ranks by the bid against the day’s open', () => {
    const base = { ...signedInState() } as RootState;
    const market = {
      symbols: { ids: ['A', 'B'], entities: {} },
      quotes: { A: { bid: 11 }, B: { bid: 9 } },
      daily: { A: { open: 10 }, B: { open: 10 } },
    } as unknown as RootState['market'];
    expect(selectTopMovers({ ...base, market })).toEqual({ gainers: ['A'], losers: ['B'] });
  });

  it('history: the latest closed trades with their profit, each linking to /closed/{id}', async () => {
    const user = userEvent.setup();
    renderTrade();
    const history = within(widget('history'));
    const first = await history.findByTestId('history-41');
    expect(first).toHaveTextContent('XAUUSD');
    expect(first).toHaveTextContent('25.50 USD');
    expect(first.querySelector('[data-sign]')).toHaveAttribute('data-sign', 'positive');
    expect(history.getByTestId('history-40').querySelector('[data-sign]')).toHaveAttribute(
      'data-sign',
      'negative',
    );
    await user.click(first);
    expect(screen.getByText('closed 41')).toBeInTheDocument();
  });

  it('history: says so when there is no closed trade', async () => {
    closed = [];
    renderTrade();
    expect(await within(widget('history')).findByText('Geçmiş Pozisyon bulunamadı.')).toBeInTheDocument();
  });

  it('search: a text with no match in the tab offers the tabs that have matches', async () => {
    const user = userEvent.setup();
    renderTrade();
    await within(widget('market')).findByText('XAGUSD');
    await user.type(screen.getByPlaceholderText('Ara...'), 'usd');
    // Both emtia symbols match; nothing else is offered.
    expect(screen.queryByText(/bu sekmede bulunamadı/)).not.toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText('Ara...'));
    await user.type(screen.getByPlaceholderText('Ara...'), 'eth');
    expect(screen.getByText('"eth" bu sekmede bulunamadı.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kripto (1)' }));
    expect(screen.getByRole('tab', { name: 'Kripto' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(document.querySelector('li[data-symbol="ETHUSD"]')).not.toBeNull());
    await user.clear(screen.getByPlaceholderText('Ara...'));
    await user.type(screen.getByPlaceholderText('Ara...'), 'zzz');
    expect(screen.getByText('Sembol bulunamadı.')).toBeInTheDocument();
  });
});
