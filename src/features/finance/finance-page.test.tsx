import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tr } from '../../i18n/tr-signed-in';
import type { FakeApi } from '../../test/fake-api';
import { ok, moneyState, refusal } from '../../test/money-fakes';
import { renderApp, SCREEN_WAIT } from '../../test/render-app';
import { setViewportWidth } from '../layout/test/viewport';
import { rangeDays } from './equity-range';
import { istanbulToday } from './istanbul-day';
import { fakeFinanceApi, makeMonth } from './test/finance-fakes';

const texts = tr.finance;
let fake: FakeApi;
afterEach(() => {
  fake.restore();
  setViewportWidth(1024);
});

async function openFinance(width = 1280) {
  setViewportWidth(width);
  const user = userEvent.setup();
  renderApp({ route: '/Finance', preloadedState: moneyState() });
  await screen.findByRole('heading', { name: texts.months.title }, SCREEN_WAIT);
  return user;
}

const cellsOf = (row: HTMLElement) =>
  Object.fromEntries(
    Array.from(row.querySelectorAll('[data-figure]')).map((cell) => [
      cell.getAttribute('data-figure'),
      cell.textContent,
    ]),
  );

describe('/Finance months', () => {
  it('shows every month newest first as a table row with its figures, on the desktop layout', async () => {
    fake = fakeFinanceApi();
    await openFinance();
    const table = await screen.findByTestId('months-table');
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual([
      'Ay',
      'Açılış',
      'Yatırım',
      'Çekim',
      'Gerçekleşen K/Z',
      'Swap',
      'Komisyon',
      'Diğer',
      'Kapanış',
      'İşlem',
      'Ekstre',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-month'))).toEqual(['2026-11', '2026-10']);
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('Kasım 2026');
    expect(cellsOf(rows[0])).toEqual({
      openingBalance: '10000.00',
      deposits: '500.00',
      withdrawals: '200.00',
      realized: '125.40',
      swap: '-3.20',
      commission: '0.00',
      other: '0.00',
      closingBalance: '10422.20',
      closedTrades: '4',
    });
    // Realized profit and swap are coloured by sign; a zero stays plain.
    const signOf = (row: HTMLElement, key: string) =>
      row.querySelector(`[data-figure="${key}"] [data-sign]`)?.getAttribute('data-sign') ?? 'plain';
    expect([signOf(rows[0], 'realized'), signOf(rows[0], 'swap'), signOf(rows[1], 'realized')]).toEqual([
      'positive',
      'negative',
      'plain',
    ]);
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('Ekim 2026');
    expect(
      within(rows[1]).getByRole('button', { name: texts.months.download('Ekim 2026', 'PDF') }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('month-cards')).not.toBeInTheDocument();
    expect(screen.getByTestId('finance-account')).toHaveTextContent('Hesap: Gerçek Hesap');
  });

  it('shows a card per month on a phone instead of the wide table', async () => {
    fake = fakeFinanceApi();
    await openFinance(375);
    const cards = await screen.findByTestId('month-cards');
    expect(screen.queryByTestId('months-table')).not.toBeInTheDocument();
    const items = within(cards).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-month'))).toEqual(['2026-11', '2026-10']);
    expect(within(items[0]).getByRole('heading', { name: 'Kasım 2026' })).toBeInTheDocument();
    expect(cellsOf(items[0])).toMatchObject({
      closingBalance: `${texts.months.closing}10422.20 USD`,
      realized: `${texts.months.realized}125.40`,
      closedTrades: `${texts.months.trades}: 4`,
    });
    expect(
      within(items[0])
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['PDF', 'CSV', 'Excel CSV']);
  });

  it('says so when the account has no movements yet (a new practice account)', async () => {
    fake = fakeFinanceApi({ active: 'practice', months: { practice: [] }, points: { practice: [] } });
    await openFinance();
    expect(await screen.findByText(texts.months.empty)).toBeInTheDocument();
    expect(await screen.findByText(texts.equity.empty)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('finance-account')).toHaveTextContent('Hesap: Demo Hesap');
  });

  it('reloads the months and the curve for the other account after a switch', async () => {
    fake = fakeFinanceApi({ active: 'real' });
    const user = await openFinance();
    await screen.findByTestId('months-table');
    const monthLoads = fake.callsTo('GET /api/finance/months').length;
    const curveLoads = fake.callsTo('GET /api/finance/equity').length;

    const header = screen.getByTestId('desktop-header');
    const group = within(header).getByRole('group', { name: tr.accounts.label });
    await user.click(within(group).getByRole('button', { name: tr.accounts.kinds.practice }));

    await waitFor(() =>
      expect(screen.getAllByRole('row').map((row) => row.getAttribute('data-month'))).toEqual([
        null,
        '2026-11',
      ]),
    );
    expect(cellsOf(screen.getAllByRole('row')[1])).toMatchObject({ realized: '-40.50', other: '10000.00' });
    expect(fake.callsTo('GET /api/finance/months').length).toBeGreaterThan(monthLoads);
    expect(fake.callsTo('GET /api/finance/equity').length).toBeGreaterThan(curveLoads);
    expect(await screen.findByText(texts.equity.empty)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('finance-account')).toHaveTextContent('Demo Hesap'));
  });

  it('shows a load failure with a retry that asks again', async () => {
    let fail = true;
    fake = fakeFinanceApi().on('GET /api/finance/months', () =>
      fail ? refusal(500, 'Sunucu hatası.') : ok([makeMonth()]),
    );
    const user = await openFinance();
    const alert = await screen.findByText(texts.loadFailed);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: texts.retry }));
    expect(await screen.findByTestId('months-table')).toBeInTheDocument();
  });
});

describe('/Finance equity curve', () => {
  it('draws balance and equity as an image named in Turkish, with the figures as text', async () => {
    fake = fakeFinanceApi();
    await openFinance();
    const chart = await screen.findByRole('img', {
      name: "Bakiye ve varlık grafiği, 05.10.2026 – 22.11.2026: bakiye 10000.00 USD'den 10422.20 USD'ye; son varlık 10460.75 USD.",
    });
    expect(chart).toHaveAttribute('data-points', '4');
    expect(chart.querySelector('[data-series="balance"]')?.getAttribute('d')).toMatch(/^M0\.0 /);
    expect(chart.querySelector('[data-series="equity"]')?.getAttribute('d')).toMatch(/L1000\.0 /);

    const figures = screen.getByTestId('equity-figures');
    const figure = (key: string) => figures.querySelector(`[data-figure="${key}"] dd`)?.textContent;
    expect(figure('start')).toBe('10000.00 USD');
    expect(figure('end')).toBe('10422.20 USD');
    expect(figure('change')).toBe('422.20 USD');
    expect(figures.querySelector('[data-figure="change"] [data-sign]')).toHaveAttribute(
      'data-sign',
      'positive',
    );
    expect(figure('last')).toBe('10460.75 USD');
    expect(figure('high')).toBe('10460.75 USD');
    expect(figure('low')).toBe('10000.00 USD');
  });

  it('asks for the last three months first and for the chosen range after a pick', async () => {
    fake = fakeFinanceApi();
    const user = await openFinance();
    await screen.findByRole('img');
    const today = istanbulToday();
    const asked = () =>
      fake.callsTo('GET /api/finance/equity').map((call) => [call.query.get('from'), call.query.get('to')]);
    const threeMonths = rangeDays('3m', today);
    expect(asked()).toEqual([[threeMonths.from, today]]);
    expect(screen.getByRole('tab', { name: '3A (Son 3 ay)' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: '1Y (Son 1 yıl)' }));
    const year = rangeDays('1y', today);
    await waitFor(() => expect(asked()).toContainEqual([year.from, today]));
    expect(screen.getByRole('tab', { name: '1Y (Son 1 yıl)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens every point as a table, newest first', async () => {
    fake = fakeFinanceApi();
    const user = await openFinance();
    await screen.findByRole('img');
    await user.click(screen.getByText(texts.equity.table));
    const table = await screen.findByRole('table', { name: '' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '22.11.202610422.2010460.75Anlık',
      '10.11.202610100.0010150.00Gün sonu',
      '02.11.202610300.0010280.50Gün sonu',
      '05.10.202610000.0010000.00Hesap hareketi',
    ]);
  });
});
