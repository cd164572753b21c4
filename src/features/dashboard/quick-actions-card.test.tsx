import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithProviders } from '../../test/render-with-providers';
import { QuickActionsCard } from './quick-actions-card';

function Where() {
  return <p data-testid="page">{useLocation().pathname}</p>;
}

const screenWithCard = (
  <Routes>
    <Route path="/" element={<QuickActionsCard />} />
    <Route path="*" element={<Where />} />
  </Routes>
);

it('has the Kimlik Dogrulama button to /Verification and the six tiles, two of them primary', () => {
  renderWithProviders(screenWithCard);
  const card = screen.getByRole('region', { name: 'Hızlı işlemler' });
  expect(within(card).getByRole('link', { name: 'Kimlik Dogrulama' })).toHaveAttribute(
    'href',
    '/Verification',
  );
  const tiles = within(card)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link'));
  expect(
    tiles.map((tile) => [tile.textContent, tile.getAttribute('href'), tile.dataset.primary ?? 'no']),
  ).toEqual([
    ['Para Yatir', '/deposit', 'true'],
    ['Robotlar', '/robots', 'true'],
    ['Cuzdanim', '/wallet', 'no'],
    ['Islemlerim', '/transactions', 'no'],
    ['Piyasalar', '/trade', 'no'],
    ['Traderlar', '/traders', 'no'],
  ]);
});

it('navigates when a tile is followed', () => {
  renderWithProviders(screenWithCard);
  fireEvent.click(screen.getByRole('link', { name: 'Islemlerim' }));
  expect(screen.getByTestId('page')).toHaveTextContent('/transactions');
});
