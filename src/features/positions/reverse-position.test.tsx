// Ters Çevir on /position/:id (issue 20, item 3): with one-click off it first shows what will
// happen (close this side, open the other, the lots, the market price, the profit realized), then
// sends POST /api/orders/reverse once and goes back to the lists.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '../../test/fake-api';
import { signedInState } from '../../test/render-with-providers';
import { makeOrder } from './test/make-order';
import { fakeLists } from './test/positions-fakes';
import { renderPositionRoute } from './test/render-position-route';

let fake: FakeApi;
afterEach(() => fake.restore());

test('asks first, then reverses the position with one call and returns to the lists', async () => {
  const user = userEvent.setup();
  fake = fakeLists({});
  fake.on('GET /api/orders/detail/7', {
    body: { status: true, data: makeOrder({ id: '7', amount: 1.5, profit: -12.4, lastPrice: 1.0841 }) },
  });
  fake.on('POST /api/orders/reverse', {
    body: { status: true, data: { closed: '7', opened: makeOrder({ id: '8', type: 'Sell', amount: 1.5 }) } },
  });
  renderPositionRoute(signedInState());
  await user.click(await screen.findByRole('button', { name: 'Ters Çevir' }));
  const dialog = screen.getByRole('dialog', { name: 'Pozisyonu Ters Çevir' });
  expect(dialog).toHaveTextContent('EURUSD Alış kapat, Satış aç');
  expect(dialog).toHaveTextContent('1.50 Lot');
  expect(dialog).toHaveTextContent('1.0841 (piyasa)');
  expect(dialog).toHaveTextContent('-12.40');
  expect(fake.callsTo('POST /api/orders/reverse')).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Onayla' }));
  expect(await screen.findByText('Islemlerim sayfası')).toBeInTheDocument();
  expect(screen.getByText('Pozisyon ters çevrildi.')).toBeInTheDocument();
  expect(fake.callsTo('POST /api/orders/reverse').map((call) => call.body)).toEqual([{ id: '7' }]);
});
