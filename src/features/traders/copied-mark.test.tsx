import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tr } from '../../i18n/tr-signed-in';
import type { FakeApi } from '../../test/fake-api';
import { ok } from '../../test/money-fakes';
import { renderApp, SCREEN_WAIT } from '../../test/render-app';
import { makeOrder } from '../positions/test/make-order';
import { fakeLists } from '../positions/test/positions-fakes';
import { fakeTradersApi, tradersState } from './test/trader-fakes';

let fake: FakeApi;
afterEach(() => fake.restore());

const copiedFrom = { traderId: 't1', name: 'Ayşe Yılmaz' };
const copied = makeOrder({ id: 'c7', symbol: 'XAUUSD', amount: 0.1, copiedFrom });
const own = makeOrder({ id: 'm1', symbol: 'EURUSD' });

describe('positions copied from a trader', () => {
  it('carry the copied mark with the trader’s name in the open list; the customer’s own do not', async () => {
    fake = fakeLists({ open: [[copied, own]] }, fakeTradersApi());
    renderApp({ route: '/transactions', preloadedState: tradersState() });
    const row = await screen.findByTestId('open-row-c7', {}, SCREEN_WAIT);
    expect(within(row).getByRole('img', { name: tr.traders.copiedMark('Ayşe Yılmaz') })).toBeInTheDocument();
    expect(within(screen.getByTestId('open-row-m1')).queryByTestId('copied-mark')).not.toBeInTheDocument();
  });

  it('carry it in the closed list', async () => {
    const closed = {
      ...copied,
      status: 'closed' as const,
      closePrice: 2010,
      closeAt: '2026-11-21T10:00:00.000Z',
    };
    fake = fakeLists({ closed: [[closed]] }, fakeTradersApi());
    renderApp({ route: '/transactions', preloadedState: tradersState() });
    await userEvent.click(await screen.findByRole('tab', { name: tr.positions.closed }, SCREEN_WAIT));
    const row = await screen.findByTestId('closed-row-c7');
    expect(within(row).getByRole('img', { name: tr.traders.copiedMark('Ayşe Yılmaz') })).toBeInTheDocument();
  });

  it("name the trader on the position's page, linking to the profile", async () => {
    fake = fakeTradersApi().on('GET /api/orders/detail/c7', ok(copied));
    renderApp({ route: '/position/c7', preloadedState: tradersState() });
    const link = await screen.findByRole('link', { name: tr.traders.copiedMark('Ayşe Yılmaz') }, SCREEN_WAIT);
    expect(link).toHaveAttribute('href', '/trader/t1');
  });

  it('ignore a malformed copiedFrom', async () => {
    const odd = makeOrder({ id: 'o1', copiedFrom: { traderId: 5 } as never });
    fake = fakeLists({ open: [[odd]] }, fakeTradersApi());
    renderApp({ route: '/transactions', preloadedState: tradersState() });
    const row = await screen.findByTestId('open-row-o1', {}, SCREEN_WAIT);
    expect(within(row).queryByTestId('copied-mark')).not.toBeInTheDocument();
  });
});
