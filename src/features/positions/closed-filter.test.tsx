// The closed list's filter on /transactions: symbol, days and side reach the server, an empty
// result says so, a reversed range is refused before anything is sent, Temizle shows every
// position again, and the CSV of the filter carries the same symbol, days and side.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '../../../contract/entities';
import { tr } from '../../i18n/tr-signed-in';
import type { FakeApi } from '../../test/fake-api';
import { goldSymbol } from '../../test/fixtures';
import { renderWithProviders, signedInState } from '../../test/render-with-providers';
import { closedListFile } from '../finance';
import { spyOnDownloads, type DownloadSpy } from '../finance/test/download-spy';
import { closedFilterProblem, filterOfDraft } from './closed-filter';
import { makeOrder, pageBody } from './test/make-order';
import { fakeLists, LIST_ROUTES } from './test/positions-fakes';
import TransactionsPage from './transactions-page';

const texts = tr.positions.filter;
const EXPORT = 'GET /api/finance/closed-trades.csv';

const closedOrders: Order[] = [
  makeOrder({ id: 'g1', symbol: 'XAUUSD', type: 'Buy', status: 'closed', closeAt: '2026-11-04T18:00:01' }),
  makeOrder({ id: 'e1', symbol: 'EURUSD', type: 'Sell', status: 'closed', closeAt: '2026-11-02T10:00:00' }),
];

// Several fake calls and typing into date fields take a while on a busy machine.
jest.setTimeout(30_000);

let fake: FakeApi;
let downloads: DownloadSpy;
beforeEach(() => {
  downloads = spyOnDownloads();
  fake = fakeLists({})
    .on('GET /api/margin/infos', {
      body: { status: true, data: [goldSymbol(), goldSymbol({ symbol: 'EURUSD', catCode: 'forex' })] },
    })
    // The fake server narrows by symbol and side as the real one does.
    .on(LIST_ROUTES.closed, (call) => {
      const symbol = call.query.get('symbol');
      const side = call.query.get('type');
      const rows = closedOrders.filter(
        (order) => (!symbol || order.symbol === symbol) && (!side || order.type === side),
      );
      return { body: pageBody(rows, 1, 1) };
    })
    .on(EXPORT, { body: '\uFEFFPozisyon No\r\n' });
});
afterEach(() => {
  fake.restore();
  downloads.restore();
});

async function openClosedList() {
  const user = userEvent.setup();
  renderWithProviders(<TransactionsPage />, { preloadedState: signedInState(), route: '/transactions' });
  await user.click(screen.getByRole('tab', { name: tr.positions.closed }));
  await screen.findByTestId('closed-row-g1');
  const form = screen.getByRole('form', { name: texts.label });
  return { user, form };
}

const lastListQuery = () => fake.callsTo(LIST_ROUTES.closed).at(-1)?.query;

describe('the closed list’s filter', () => {
  it('sends the symbol, the days and the side, shows what matches, and clears', async () => {
    const { user, form } = await openClosedList();
    await user.selectOptions(within(form).getByLabelText(texts.symbol), 'XAUUSD');
    await user.type(within(form).getByLabelText(texts.from), '2026-11-01');
    await user.type(within(form).getByLabelText(texts.to), '2026-11-05');
    await user.selectOptions(within(form).getByLabelText(texts.side), 'Buy');
    await user.click(within(form).getByRole('button', { name: texts.apply }));

    await waitFor(() => expect(screen.queryByTestId('closed-row-e1')).not.toBeInTheDocument());
    expect(screen.getByTestId('closed-row-g1')).toBeInTheDocument();
    const query = lastListQuery();
    expect(Object.fromEntries(query ?? [])).toEqual({
      page: '1',
      symbol: 'XAUUSD',
      from: '2026-11-01',
      to: '2026-11-05',
      type: 'Buy',
    });

    await user.selectOptions(within(form).getByLabelText(texts.side), 'Sell');
    await user.click(within(form).getByRole('button', { name: texts.apply }));
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: texts.clear }));
    // The unfiltered list is the one loaded first (from the cache, or asked again).
    expect(await screen.findByTestId('closed-row-e1')).toBeInTheDocument();
    expect(screen.getByTestId('closed-row-g1')).toBeInTheDocument();
  });

  it('refuses a start after the end before asking the server', async () => {
    const { user, form } = await openClosedList();
    const asked = fake.callsTo(LIST_ROUTES.closed).length;
    await user.type(within(form).getByLabelText(texts.from), '2026-11-10');
    await user.type(within(form).getByLabelText(texts.to), '2026-11-01');
    await user.click(within(form).getByRole('button', { name: texts.apply }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(texts.order);
    expect(fake.callsTo(LIST_ROUTES.closed)).toHaveLength(asked);
  });

  it('downloads the CSV of the filter applied: the same symbol, days and side', async () => {
    const { user, form } = await openClosedList();
    await user.selectOptions(within(form).getByLabelText(texts.symbol), 'EURUSD');
    await user.type(within(form).getByLabelText(texts.from), '2026-11-01');
    await user.type(within(form).getByLabelText(texts.to), '2026-11-05');
    await user.selectOptions(within(form).getByLabelText(texts.side), 'Sell');
    await user.click(within(form).getByRole('button', { name: texts.apply }));
    await waitFor(() => expect(screen.queryByTestId('closed-row-g1')).not.toBeInTheDocument());

    await user.click(within(form).getByRole('button', { name: texts.csv }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    const [call] = fake.callsTo(EXPORT);
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      from: '2026-11-01',
      to: '2026-11-05',
      symbol: 'EURUSD',
      type: 'Sell',
    });
    expect(downloads.saved[0]?.fileName).toBe('kapanan-islemler-2026-11-01-2026-11-05.csv');
  });
});

describe('the filter’s rules', () => {
  it('sends only the fields given and refuses a reversed range', () => {
    expect(filterOfDraft({ symbol: '', from: '2026-11-01', to: '', type: 'Sell' })).toEqual({
      from: '2026-11-01',
      type: 'Sell',
    });
    expect(closedFilterProblem({ symbol: '', from: '2026-11-02', to: '2026-11-01', type: '' })).toBe('order');
    expect(closedFilterProblem({ symbol: '', from: '2026-11-01', to: '2026-11-01', type: '' })).toBeNull();
  });

  it('exports as far back as the server allows when the filter leaves the start open', () => {
    expect(closedListFile({ symbol: 'XAUUSD' }, '2026-11-26').path).toBe(
      '/finance/closed-trades.csv?from=2023-11-27&to=2026-11-26&symbol=XAUUSD',
    );
    // An end after today is today, as the server counts it.
    expect(closedListFile({ from: '2026-11-01', to: '2027-01-01' }, '2026-11-26').path).toBe(
      '/finance/closed-trades.csv?from=2026-11-01&to=2026-11-26',
    );
  });
});
