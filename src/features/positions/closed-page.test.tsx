import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { FakeApi } from '../../test/fake-api';
import { renderWithProviders, signedInState } from '../../test/render-with-providers';
import ClosedPage from './closed-page';
import { makeOrder } from './test/make-order';
import { fakeLists } from './test/positions-fakes';

let fake: FakeApi;
afterEach(() => fake.restore());

const renderClosed = () =>
  renderWithProviders(
    <Routes>
      <Route path="/closed/:id" element={<ClosedPage />} />
    </Routes>,
    { preloadedState: signedInState(), route: '/closed/c9' },
  );

describe('/closed/:id', () => {
  it("shows the closed trade's prices, result, dates and close reason", async () => {
    fake = fakeLists({});
    fake.on('GET /api/orders/detail/c9', {
      body: {
        status: true,
        data: makeOrder({
          id: 'c9',
          status: 'closed',
          type: 'Sell',
          price: 1.0832,
          closePrice: 1.0901,
          profit: -69,
          swap: -1.2,
          closeAt: '2026-11-04T18:00:01',
          closeReason: 'stopLoss',
        }),
      },
    });
    renderClosed();
    expect(await screen.findByText('1.0901')).toBeInTheDocument();
    expect(screen.getByText('Satış')).toBeInTheDocument();
    expect(screen.getByText('-69.00')).toHaveAttribute('data-sign', 'negative');
    expect(screen.getByText('-1.20')).toBeInTheDocument();
    expect(screen.getByText('03.11.2026 09:05:07')).toBeInTheDocument();
    expect(screen.getByText('04.11.2026 18:00:01')).toBeInTheDocument();
    expect(screen.getByText('Zarar Durdur tetiklendi')).toBeInTheDocument();
  });

  it('says the closed position cannot be found when the server does not know it', async () => {
    fake = fakeLists({});
    renderClosed();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bir Hata Oluştu ve Kapanan Pozisyon Bulunamadı.',
    );
  });

  it('says the same for an order that is still open', async () => {
    fake = fakeLists({});
    fake.on('GET /api/orders/detail/c9', { body: { status: true, data: makeOrder({ id: 'c9' }) } });
    renderClosed();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bir Hata Oluştu ve Kapanan Pozisyon Bulunamadı.',
    );
  });
});
