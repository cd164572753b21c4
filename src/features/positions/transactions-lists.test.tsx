import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../api/api-slice';
import { liveMessagesReceived } from '../../socket/socket-actions';
import type { FakeApi } from '../../test/fake-api';
import { renderWithProviders, signedInState } from '../../test/render-with-providers';
import { TABLE_ROW_HEIGHT_PX } from './components/orders-table.styles';
import { makeOrder, makeOrders } from './test/make-order';
import { fakeLists, LIST_ROUTES, pagesAsked } from './test/positions-fakes';
import TransactionsPage from './transactions-page';

let fake: FakeApi;
afterEach(() => fake.restore());

const state = {
  ...signedInState(),
  userFinance: {
    summary: {
      balance: 10000,
      credit: 50,
      assets: 10041.5,
      margin: 216.64,
      marginFree: 9824.86,
      marginPct: 4635.2,
      floating: -8.5,
    },
  },
} as ReturnType<typeof signedInState>;

const VIEW_HEIGHT_PX = 520;

/** Gives the list's scroll box a height (jsdom lays nothing out) and scrolls its table rows (of
 * TABLE_ROW_HEIGHT_PX) until `rows` of them sit above the view. */
function scrollListPast(table: HTMLElement, rows: number) {
  const box = table.parentElement as HTMLElement;
  Object.defineProperty(box, 'clientHeight', { configurable: true, value: VIEW_HEIGHT_PX });
  act(() => {
    box.scrollTop = rows * TABLE_ROW_HEIGHT_PX;
    fireEvent.scroll(box);
  });
}

const renderPage = () =>
  renderWithProviders(<TransactionsPage />, { preloadedState: state, route: '/transactions' });

describe('/transactions lists', () => {
  it('shows the account summary with 2 decimals and the open list with its columns', async () => {
    fake = fakeLists({
      open: [
        [
          makeOrder({ id: '1', profit: 9, stopLoss: 1.07, takeProfit: 1.1 }),
          makeOrder({
            id: '2',
            type: 'Sell',
            symbol: 'XAUUSD',
            price: 2650.5,
            lastPrice: 2655.25,
            profit: -47.5,
            amount: 0.1,
          }),
        ],
      ],
    });
    renderPage();
    expect(screen.getByTestId('summary-balance')).toHaveTextContent('10000.00 USD');
    expect(screen.getByTestId('summary-marginPct')).toHaveTextContent('4635.20%');
    const floating = screen.getByTestId('summary-floating').firstElementChild;
    expect(floating).toHaveTextContent('-8.50 USD');
    expect(floating).toHaveAttribute('data-sign', 'negative');

    const first = await screen.findByTestId('open-row-1');
    for (const heading of [
      'Sembol',
      'Miktar (Lot)',
      'Açılış Fiyatı',
      'Güncel Fiyat',
      'Zarar Durdur',
      'Kar Al',
      'Kar/Zarar',
      'Swap',
      'Tarih',
    ]) {
      expect(screen.getByRole('columnheader', { name: heading })).toBeInTheDocument();
    }
    expect(within(first).getByRole('link', { name: 'EURUSD' })).toHaveAttribute('href', '/position/1');
    expect(first).toHaveTextContent('1.00');
    expect(first).toHaveTextContent('Alış');
    expect(first).toHaveTextContent('1.0832');
    expect(first).toHaveTextContent('1.0841');
    expect(first).toHaveTextContent('1.07');
    expect(first).toHaveTextContent('-0.50');
    expect(first).toHaveTextContent('03.11.2026 09:05:07');
    expect(within(first).getByText('9.00')).toHaveAttribute('data-sign', 'positive');
    expect(within(first).getByRole('button', { name: 'Kapat' })).toBeEnabled();

    const second = screen.getByTestId('open-row-2');
    expect(second).toHaveTextContent('0.10');
    expect(second).toHaveTextContent('Satış');
    expect(second).toHaveTextContent('2650.50');
    expect(within(second).getByText('-47.50')).toHaveAttribute('data-sign', 'negative');
    expect(screen.getByText('Başka Veri Bulunmamaktadır.')).toBeInTheDocument();
  });

  it('shows waiting orders with İptal and closed trades with their close price and date', async () => {
    fake = fakeLists({
      waiting: [
        [makeOrder({ id: 'w1', status: 'waiting', marketLimit: 1.05, stopLoss: 1.04, takeProfit: 1.09 })],
      ],
      closed: [
        [
          makeOrder({
            id: 'c1',
            status: 'closed',
            closePrice: 1.0901,
            profit: 69,
            closeAt: '2026-11-04T18:00:01',
          }),
        ],
      ],
    });
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Bekleyenler' }));
    const waiting = await screen.findByTestId('waiting-row-w1');
    expect(waiting).toHaveTextContent('1.05');
    expect(waiting).toHaveTextContent('1.04');
    expect(waiting).toHaveTextContent('1.09');
    expect(within(waiting).getByRole('button', { name: 'İptal' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Fiyat' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Kapananlar' }));
    const closed = await screen.findByTestId('closed-row-c1');
    expect(screen.getByRole('columnheader', { name: 'Kapanış Fiyatı' })).toBeInTheDocument();
    expect(closed).toHaveTextContent('1.0901');
    expect(closed).toHaveTextContent('04.11.2026 18:00:01');
    expect(within(closed).getByText('69.00')).toHaveAttribute('data-sign', 'positive');
    expect(within(closed).getByRole('link', { name: 'EURUSD' })).toHaveAttribute('href', '/closed/c1');
    expect(within(closed).queryByRole('button')).toBeNull();
  });

  it('says so when a list is empty', async () => {
    fake = fakeLists({});
    renderPage();
    expect(await screen.findByText('Herhangi bir veri yok.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Kapananlar' }));
    expect(await screen.findByText('Herhangi bir veri yok.')).toBeInTheDocument();
    expect(pagesAsked(fake, LIST_ROUTES.closed)).toEqual([1]);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('appends the next page on Daha Fazla until there is no more', async () => {
    fake = fakeLists({
      closed: [
        makeOrders(20, 1, { status: 'closed' }),
        makeOrders(20, 21, { status: 'closed' }),
        makeOrders(5, 41, { status: 'closed' }),
      ],
    });
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Kapananlar' }));
    await screen.findByTestId('closed-row-20');
    expect(screen.queryByText('Başka Veri Bulunmamaktadır.')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Daha Fazla' }));
    await screen.findByTestId('closed-row-40');
    expect(screen.getByTestId('closed-row-1')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Daha Fazla' }));
    const table = screen.getByTestId('closed-list');
    // The header row and 45 trades, of which the rows in view are rendered.
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', String(1 + 45)));
    scrollListPast(table, 45 - VIEW_HEIGHT_PX / TABLE_ROW_HEIGHT_PX);
    const last = await screen.findByTestId('closed-row-45');
    expect(last).toHaveAttribute('aria-rowindex', '46');
    expect(screen.queryByTestId('closed-row-1')).toBeNull();
    expect(screen.getByText('Başka Veri Bulunmamaktadır.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Daha Fazla' })).toBeNull();
    expect(pagesAsked(fake, LIST_ROUTES.closed)).toEqual([1, 2, 3]);
  });

  it('keeps the loaded rows and says so when the next page fails, then loads it on a retry', async () => {
    fake = fakeLists({});
    let failNext = true;
    const pages = [makeOrders(2, 1, { status: 'closed' }), makeOrders(2, 3, { status: 'closed' })];
    fake.on(LIST_ROUTES.closed, (call) => {
      const page = Number(call.query.get('page'));
      if (page === 2 && failNext) {
        failNext = false;
        return 'network-error';
      }
      return { body: { status: true, data: pages[page - 1], currentPage: page, totalPages: 2 } };
    });
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Kapananlar' }));
    await screen.findByTestId('closed-row-2');
    await userEvent.click(screen.getByRole('button', { name: 'Daha Fazla' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Liste yüklenemedi. Yenilemeyi deneyiniz.');
    expect(screen.getByTestId('closed-row-1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Daha Fazla' }));
    await screen.findByTestId('closed-row-4');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Başka Veri Bulunmamaktadır.')).toBeInTheDocument();
  });

  it('shows an order repeated on the next page once (pages shift while positions close)', async () => {
    fake = fakeLists({ open: [makeOrders(3, 1), makeOrders(3, 3)] });
    renderPage();
    await screen.findByTestId('open-row-3');
    await userEvent.click(screen.getByRole('button', { name: 'Daha Fazla' }));
    await screen.findByTestId('open-row-5');
    expect(screen.getAllByTestId('open-row-3')).toHaveLength(1);
  });

  it('refresh clears the list, goes back to page 1 and reloads', async () => {
    const pages = [makeOrders(2, 1), makeOrders(2, 3)];
    fake = fakeLists({ open: pages });
    renderPage();
    await screen.findByTestId('open-row-1');
    await userEvent.click(screen.getByRole('button', { name: 'Daha Fazla' }));
    await screen.findByTestId('open-row-4');

    pages[0] = [makeOrder({ id: '9' })];
    await userEvent.click(screen.getByRole('button', { name: 'Yenile' }));
    await screen.findByTestId('open-row-9');
    expect(screen.queryByTestId('open-row-4')).toBeNull();
    expect(screen.queryByTestId('open-row-1')).toBeNull();
    expect(pagesAsked(fake, LIST_ROUTES.open)).toEqual([1, 2, 1]);
    expect(screen.getByRole('button', { name: 'Daha Fazla' })).toBeInTheDocument();
  });

  it('reloads page 1 alone when the socket middleware invalidates the list', async () => {
    fake = fakeLists({ open: [makeOrders(2, 1), makeOrders(2, 3)] });
    const { store } = renderPage();
    await screen.findByTestId('open-row-1');
    await userEvent.click(screen.getByRole('button', { name: 'Daha Fazla' }));
    await screen.findByTestId('open-row-4');

    act(() => {
      store.dispatch(api.util.invalidateTags(['OpenOrders']));
    });
    await waitFor(() => expect(screen.queryByTestId('open-row-4')).toBeNull());
    expect(screen.getByTestId('open-row-1')).toBeInTheDocument();
    expect(pagesAsked(fake, LIST_ROUTES.open)).toEqual([1, 2, 1]);
  });

  it('moves profit and current price live, one position at a time', async () => {
    fake = fakeLists({
      open: [[makeOrder({ id: '1', profit: 9 }), makeOrder({ id: '2', profit: 4, lastPrice: 1.0835 })]],
    });
    const { store } = renderPage();
    const first = await screen.findByTestId('open-row-1');

    act(() => {
      store.dispatch(
        liveMessagesReceived([
          { type: 'price', symbol: 'EURUSD', ask: 1.0822, bid: 1.0821 },
          { type: 'position', id: '1', profit: -11.25, lastPrice: 1.0821 },
        ]),
      );
    });
    await waitFor(() => expect(within(first).getByText('-11.25')).toHaveAttribute('data-sign', 'negative'));
    expect(first).toHaveTextContent('1.0821');
    const second = screen.getByTestId('open-row-2');
    expect(within(second).getByText('4.00')).toHaveAttribute('data-sign', 'positive');
    expect(second).toHaveTextContent('1.0835');
  });
});

describe('/transactions with a long list', () => {
  it('renders only the rows in view, keeps their place for screen readers and follows the scroll', async () => {
    fake = fakeLists({ open: [makeOrders(300, 1)] });
    const { store } = renderPage();
    await screen.findByTestId('open-row-1');
    const table = screen.getByTestId('open-list');
    expect(table).toHaveAttribute('aria-rowcount', '301');
    scrollListPast(table, 150);
    const row = await screen.findByTestId('open-row-151');
    // 4 rows of overscan either side of the 10 in view: rows 147 to 164 of 300.
    const rendered = within(table)
      .getAllByRole('row')
      .filter((tr) => tr.dataset.testid);
    expect(rendered.map((tr) => tr.dataset.testid)).toEqual(
      Array.from({ length: 18 }, (_, index) => `open-row-${147 + index}`),
    );
    expect(row).toHaveAttribute('aria-rowindex', String(151 + 1));
    expect(screen.queryByTestId('open-row-1')).toBeNull();
    // The rows above and below are stood in for by spacers of their height.
    const spacers = table.querySelectorAll<HTMLElement>('tr[data-spacer]');
    expect([...spacers].map((tr) => tr.style.height)).toEqual([
      `${146 * TABLE_ROW_HEIGHT_PX}px`,
      `${(300 - 164) * TABLE_ROW_HEIGHT_PX}px`,
    ]);
    expect(spacers[0]).toHaveAttribute('aria-hidden', 'true');

    act(() => {
      store.dispatch(liveMessagesReceived([{ type: 'position', id: '151', profit: -3.5, lastPrice: 1.08 }]));
    });
    await waitFor(() => expect(within(row).getByText('-3.50')).toHaveAttribute('data-sign', 'negative'));
  });
});
