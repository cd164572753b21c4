import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SymbolInfo } from '../../../contract/entities';
import { makeSymbol } from '../market/test/make-symbol';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { demoSummary } from '../../test/fixtures';
import { renderWithProviders, signedInState } from '../../test/render-with-providers';
import DashboardPage from './dashboard-page';

const SYMBOLS: SymbolInfo[] = [
  makeSymbol({
    symbol: 'XAUUSD',
    catCode: 'emtia',
    desc: 'Altın / ABD Doları',
    ask: 2650.5,
    bid: 2650.1,
    digits: 2,
  }),
  makeSymbol({
    symbol: 'XAGUSD',
    catCode: 'emtia',
    desc: 'Gümüş / ABD Doları',
    ask: 31.2,
    bid: 31.1,
    digits: 3,
  }),
];
const SUMMARY = demoSummary();
const EMPTY_PAGE = { status: true, data: [], currentPage: 1, totalPages: 1 };

const widget = (name: string) => {
  const cell = document.querySelector<HTMLElement>(`[data-widget="${name}"]`);
  if (!cell) throw new Error(`no ${name} widget`);
  return cell;
};

describe('DashboardPage', () => {
  let fake: FakeApi;
  beforeEach(() => {
    fake = installFakeApi()
      .on('GET /api/margin/infos', { body: { status: true, data: SYMBOLS } })
      .on('GET /api/orders', { body: EMPTY_PAGE })
      .on('GET /api/orders/open', { body: EMPTY_PAGE })
      .on('GET /api/orders/transaction', { body: EMPTY_PAGE })
      .on('GET /api/margin/candles/XAUUSD', { body: { status: true, data: [] } })
      .on('GET /api/margin/candles/XAGUSD', { body: { status: true, data: [] } });
  });
  afterEach(() => fake.restore());

  it('lays out prices, chart, order ticket, positions and quick actions, and follows the chosen symbol', async () => {
    renderWithProviders(<DashboardPage />, {
      preloadedState: { ...signedInState(), userFinance: { summary: SUMMARY } },
    });
    expect(document.querySelector('[data-page-grid="dashboard"]')).toBeInTheDocument();
    expect(within(widget('stocks')).getByRole('tab', { name: 'Emtia' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await within(widget('stocks')).findByText('XAGUSD');
    expect(within(widget('positions')).getByRole('tab', { name: 'Pozisyonlar' })).toBeInTheDocument();
    expect(within(widget('withdraw')).getByText('Kimlik Dogrulama')).toBeInTheDocument();
    // The ticket and the chart load as their own chunks and open on the default symbol, XAUUSD.
    expect(
      await within(widget('order')).findByRole('heading', { name: 'XAUUSD' }, { timeout: 4000 }),
    ).toBeVisible();
    await waitFor(() => expect(fake.callsTo('GET /api/margin/candles/XAUUSD').length).toBeGreaterThan(0));

    await userEvent.click(within(widget('stocks')).getByText('XAGUSD'));
    expect(
      await within(widget('order')).findByRole('heading', { name: 'XAGUSD' }, { timeout: 4000 }),
    ).toBeVisible();
    await waitFor(() => expect(fake.callsTo('GET /api/margin/candles/XAGUSD').length).toBeGreaterThan(0));
  }, 20_000);

  it('a symbol tapped with the ticket far below (a phone) scrolls to the ticket (issue 14, item 18)', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderWithProviders(<DashboardPage />, {
      preloadedState: { ...signedInState(), userFinance: { summary: SUMMARY } },
    });
    await within(widget('stocks')).findByText('XAGUSD');
    const ticketAnchor = screen.getByTestId('ticket-anchor');
    // jsdom lays nothing out: put the ticket about 1,000 px down, as on a 375 px phone.
    jest.spyOn(ticketAnchor, 'getBoundingClientRect').mockReturnValue({ top: 1000 } as DOMRect);
    await userEvent.click(within(widget('stocks')).getByText('XAGUSD'));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(ticketAnchor);
  });
});
