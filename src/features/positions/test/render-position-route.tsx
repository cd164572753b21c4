// The position detail screen as its tests open it: /position/7 (the id the fakes answer), with
// /transactions, where a close or a reverse sends the customer, as a stand-in text to wait for.
// One-click trading is on unless the test passes another state.
import { Route, Routes } from 'react-router';
import type { RootState } from '../../../app/store';
import { oneClickSignedInState, renderWithProviders } from '../../../test/render-with-providers';
import PositionPage from '../position-page';

export function renderPositionRoute(preloadedState: Partial<RootState> = oneClickSignedInState()) {
  return renderWithProviders(
    <Routes>
      <Route path="/position/:id" element={<PositionPage />} />
      <Route path="/transactions" element={<p>Islemlerim sayfası</p>} />
    </Routes>,
    { preloadedState, route: '/position/7' },
  );
}
