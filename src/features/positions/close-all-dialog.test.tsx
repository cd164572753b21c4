// Toplu Kapat on the open list (issue 20, item 3): the dialog counts every open position that the
// choices take, over all pages, with their live floating profit, sends only the chosen fields on
// its one confirmation, and lists what the server could not close with its reason.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveMessagesReceived } from '../../socket/socket-actions';
import type { FakeApi } from '../../test/fake-api';
import { renderWithProviders, signedInState } from '../../test/render-with-providers';
import { makeOrder, makeOrders } from './test/make-order';
import { fakeLists } from './test/positions-fakes';
import TransactionsPage from './transactions-page';

let fake: FakeApi;
afterEach(() => fake.restore());

const renderPage = () =>
  renderWithProviders(<TransactionsPage />, { preloadedState: signedInState(), route: '/transactions' });

/** Two pages: 20 EURUSD buys at +1.50, then a gold sell at −40 and a gold buy at +12.25. */
const PAGES = [
  makeOrders(20, 1, { profit: 1.5 }),
  [
    makeOrder({ id: '21', symbol: 'XAUUSD', type: 'Sell', profit: -40 }),
    makeOrder({ id: '22', symbol: 'XAUUSD', type: 'Buy', profit: 12.25 }),
  ],
];

function stakeOf(dialog: HTMLElement): Record<string, string | undefined> {
  const terms = within(dialog).getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent]),
  );
}

async function openDialog() {
  const user = userEvent.setup();
  renderPage();
  await screen.findByTestId('open-row-1');
  await user.click(screen.getByRole('button', { name: 'Toplu Kapat' }));
  const dialog = screen.getByRole('dialog', { name: 'Pozisyonları Toplu Kapat' });
  await waitFor(() => expect(within(dialog).getByText('Kapatılacak pozisyon')).toBeInTheDocument());
  return { user, dialog };
}

test('counts every open position of all pages with their floating profit, narrowing as chosen', async () => {
  fake = fakeLists({ open: PAGES });
  const { user, dialog } = await openDialog();
  expect(stakeOf(dialog)).toEqual({
    'Kapatılacak pozisyon': '22 pozisyon',
    'Anlık toplam kâr/zarar': '2.25 USD',
  });
  await user.selectOptions(within(dialog).getByLabelText('Sembol'), 'XAUUSD');
  expect(stakeOf(dialog)['Kapatılacak pozisyon']).toBe('2 pozisyon');
  expect(stakeOf(dialog)['Anlık toplam kâr/zarar']).toBe('-27.75 USD');
  await user.selectOptions(within(dialog).getByLabelText('Kâr/Zarar durumu'), 'loss');
  expect(stakeOf(dialog)).toEqual({
    'Kapatılacak pozisyon': '1 pozisyon',
    'Anlık toplam kâr/zarar': '-40.00 USD',
  });
  await user.selectOptions(within(dialog).getByLabelText('İşlem Yönü'), 'Buy');
  expect(stakeOf(dialog)['Kapatılacak pozisyon']).toBe('0 pozisyon');
  expect(within(dialog).getByText('Bu seçime uyan açık pozisyon yok.')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: '0 Pozisyonu Kapat' })).toBeDisabled();
  expect(fake.callsTo('POST /api/orders/close-all')).toHaveLength(0);
});

test('follows the live profit: a tick that makes a loser a winner moves it out of "only losers"', async () => {
  fake = fakeLists({ open: PAGES });
  const user = userEvent.setup();
  const { store } = renderPage();
  await screen.findByTestId('open-row-1');
  await user.click(screen.getByRole('button', { name: 'Toplu Kapat' }));
  const dialog = screen.getByRole('dialog', { name: 'Pozisyonları Toplu Kapat' });
  await waitFor(() => expect(within(dialog).getByText('Kapatılacak pozisyon')).toBeInTheDocument());
  await user.selectOptions(within(dialog).getByLabelText('Kâr/Zarar durumu'), 'loss');
  expect(stakeOf(dialog)['Kapatılacak pozisyon']).toBe('1 pozisyon');
  act(() => {
    store.dispatch(liveMessagesReceived([{ type: 'position', id: '21', profit: 3.1, lastPrice: 2600 }]));
  });
  expect(stakeOf(dialog)['Kapatılacak pozisyon']).toBe('0 pozisyon');
});

test('Kapat sends the chosen fields once and lists each refused position with its reason', async () => {
  fake = fakeLists({ open: PAGES });
  fake.on('POST /api/orders/close-all', () => {
    // By the time the list reloads both gold positions are gone (the refused one stopped out
    // meanwhile): the result still names each by the symbol the customer chose, not its id.
    fakeLists({ open: [PAGES[0]] }, fake);
    return {
      body: {
        status: true,
        message: '1 pozisyon kapatıldı, 1 pozisyon kapatılamadı.',
        data: {
          closed: ['22'],
          failed: [{ id: '21', message: 'Piyasa kapalı. Emir şu anda gerçekleştirilemez.' }],
        },
      },
    };
  });
  const { user, dialog } = await openDialog();
  await user.selectOptions(within(dialog).getByLabelText('Sembol'), 'XAUUSD');
  const confirm = within(dialog).getByRole('button', { name: '2 Pozisyonu Kapat' });
  const listCallsBefore = fake.callsTo('GET /api/orders').length;
  await user.dblClick(confirm);
  const result = await screen.findByText('1 pozisyon kapatıldı.');
  const calls = fake.callsTo('POST /api/orders/close-all');
  expect(calls).toHaveLength(1);
  expect(calls[0].body).toEqual({ symbol: 'XAUUSD' });
  const shown = screen.getByRole('dialog', { name: 'Pozisyonları Toplu Kapat' });
  expect(shown).toContainElement(result);
  // The list has reloaded (without the gold positions) before the rows are read.
  await waitFor(() => expect(fake.callsTo('GET /api/orders').length).toBeGreaterThan(listCallsBefore));
  expect(within(shown).getByRole('listitem')).toHaveTextContent(
    'XAUUSD: Piyasa kapalı. Emir şu anda gerçekleştirilemez.',
  );
  await user.click(within(shown).getByRole('button', { name: 'Tamam' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('Vazgeç closes nothing', async () => {
  fake = fakeLists({ open: PAGES });
  const { user, dialog } = await openDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(fake.callsTo('POST /api/orders/close-all')).toHaveLength(0);
});

test('Toplu Kapat is off while there is no open position', async () => {
  fake = fakeLists({ open: [[]] });
  renderPage();
  expect(await screen.findByText('Herhangi bir veri yok.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Toplu Kapat' })).toBeDisabled();
});
