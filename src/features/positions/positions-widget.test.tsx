import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '../../test/fake-api';
import { oneClickSignedInState, renderWithProviders } from '../../test/render-with-providers';
import { PositionsWidget } from './positions-widget';
import { makeOrder } from './test/make-order';
import { fakeLists } from './test/positions-fakes';

let fake: FakeApi;
afterEach(() => fake.restore());

describe('PositionsWidget', () => {
  it("uses the widget's empty texts: Pozisyon bulunamadı. and Geçmiş Pozisyon bulunamadı.", async () => {
    fake = fakeLists({});
    renderWithProviders(<PositionsWidget />, { preloadedState: oneClickSignedInState() });
    expect(await screen.findByText('Pozisyon bulunamadı.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Kapananlar' }));
    expect(await screen.findByText('Geçmiş Pozisyon bulunamadı.')).toBeInTheDocument();
  });

  it('shows the open positions as cards with the same Kapat action', async () => {
    fake = fakeLists({ open: [[makeOrder({ id: '1', profit: -2 })]] });
    fake.on('PUT /api/orders/close', { body: { status: true } });
    renderWithProviders(<PositionsWidget />, { preloadedState: oneClickSignedInState() });
    const row = await screen.findByTestId('open-row-1');
    // Cards carry their headings on the cells instead of a header row.
    expect(screen.queryByRole('columnheader')).toBeNull();
    expect(within(row).getByText('-2.00').closest('td')).toHaveAttribute('data-label', 'Kar/Zarar');
    // Without a header row the cards are the table's rows from the first.
    expect(screen.getByTestId('open-list')).toHaveAttribute('aria-rowcount', '1');
    expect(row).toHaveAttribute('aria-rowindex', '1');
    await userEvent.click(within(row).getByRole('button', { name: 'Kapat' }));
    expect(await screen.findByText('Pozisyon Kapatıldı.')).toBeInTheDocument();
  });
});
