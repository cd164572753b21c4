// Issue 14, item 20: after a market order the customer learns the price it was filled at and, when
// it differs from the price the ticket showed, the slippage.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { fillNoteOf } from './fill-price';
import { OrderTicket } from './order-ticket';
import { answerSymbols, findTicketForm, GOLD, renderTicketRoute } from './testing/ticket-fixtures';

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
  answerSymbols(fake, [GOLD]);
});
afterEach(() => fake.restore());

test('a Buy filled above the ask shown says the fill price and the slippage against the customer', async () => {
  const user = userEvent.setup();
  fake.on('POST /api/orders', {
    status: 201,
    body: { status: true, message: 'ok', data: { id: '1', symbol: 'XAUUSD', price: 2001.9, status: 'open' } },
  });
  renderTicketRoute(<OrderTicket symbol="XAUUSD" revealDelayMs={0} />, { route: '/order/XAUUSD' });
  await findTicketForm('XAUUSD');
  await user.click(screen.getByRole('button', { name: 'Al' }));
  expect(await screen.findByText('Başarıyla Tamamlandı.')).toBeInTheDocument();
  expect(
    await screen.findByText('Gerçekleşen fiyat: 2001.90 · gösterilen 2001.50 · kayma -0.40'),
  ).toBeInTheDocument();
});

test('the note: same price, better fill, a waiting order', () => {
  const shown = { side: 'Sell' as const, price: 1.1, digits: 4 };
  expect(fillNoteOf({ status: 'open', price: 1.1 }, shown)).toEqual({
    text: 'Gerçekleşen fiyat: 1.1000 (gösterilen fiyatla aynı).',
    adverse: false,
  });
  expect(fillNoteOf({ status: 'open', price: 1.1002 }, shown)).toEqual({
    text: 'Gerçekleşen fiyat: 1.1002 · gösterilen 1.1000 · kayma +0.0002',
    adverse: false,
  });
  expect(fillNoteOf({ status: 'waiting', price: 1.2 }, shown)).toBeNull();
});
