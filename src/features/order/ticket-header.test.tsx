import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveMessagesReceived } from '../../socket/socket-actions';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { OrderTicket } from './order-ticket';
import {
  answerSymbols,
  findTicketForm,
  GOLD,
  renderTicketRoute,
  THYAO,
  USDTRY,
} from './testing/ticket-fixtures';

describe('ticket header', () => {
  let fake: FakeApi;
  beforeEach(() => {
    fake = installFakeApi();
    answerSymbols(fake, [GOLD, THYAO, USDTRY]);
  });
  afterEach(() => fake.restore());

  it('shows the day’s high and low of the symbol, live', async () => {
    const { store } = renderTicketRoute(<OrderTicket symbol="XAUUSD" revealDelayMs={0} />, {
      route: '/order/XAUUSD',
    });
    const form = await findTicketForm('XAUUSD');
    expect(within(form).getByTestId('day-high')).toHaveTextContent('2010.25');
    expect(within(form).getByTestId('day-low')).toHaveTextContent('1985.75');
    act(() => {
      store.dispatch(
        liveMessagesReceived([{ type: 'daily', symbol: 'XAUUSD', open: 1990.5, high: 2020, low: 1985.75 }]),
      );
    });
    expect(within(form).getByTestId('day-high')).toHaveTextContent('2020.00');
  });

  it('opens the symbol details: contract, leverage, lots, swaps, hours, calc mode and currency', async () => {
    const user = userEvent.setup();
    renderTicketRoute(<OrderTicket symbol="THYAO" revealDelayMs={0} />, { route: '/order/THYAO' });
    const form = await findTicketForm('THYAO');
    expect(screen.queryByTestId('symbol-details')).not.toBeInTheDocument();
    const toggle = within(form).getByRole('button', { name: 'Sembol detayları' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByTestId('symbol-details');
    expect(panel).toHaveAccessibleName('THYAO detayları');
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    const details = within(panel);
    const value = (label: string) => details.getByText(label).nextElementSibling?.textContent;
    expect(value('Kontrat büyüklüğü')).toBe('1');
    expect(value('Kaldıraç')).toBe('1:5');
    expect(value('Min. lot')).toBe('0.01');
    expect(value('Maks. lot')).toBe('100.00');
    expect(value('Swap alış (USD/lot)')).toBe('-18.00');
    expect(value('Swap satış (USD/lot)')).toBe('6.00');
    expect(value('İşlem saatleri')).toBe('Pzt 00:05 – Cum 23:55 (İstanbul)');
    expect(value('Hesaplama modu')).toBe('1: USDTRY kuruna bölünür');
    expect(value('Kâr para birimi')).toBe('TRY');
    await user.click(toggle);
    expect(screen.queryByTestId('symbol-details')).not.toBeInTheDocument();
  });
});
