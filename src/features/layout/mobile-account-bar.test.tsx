// Issue 22, item 9: on a phone every trading screen says which account is active (practice or
// real) and shows its balance and equity; the pages that place no orders keep their room.
import { screen, within } from '@testing-library/react';
import type { RootState } from '../../app/store';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { layoutRoutes, profile, profileReply, signedInWithProfile } from './test/layout-fixtures';
import { setViewportWidth } from './test/viewport';

let fakeApi: FakeApi;
beforeEach(() => {
  fakeApi = installFakeApi().on('GET /api/users/profile', profileReply);
});
afterEach(() => fakeApi.restore());

function renderPhone(route: string, preloadedState: Partial<RootState> = signedInWithProfile()) {
  setViewportWidth(375);
  return renderWithProviders(layoutRoutes, { preloadedState, route });
}

test.each(['/', '/trade', '/order/XAUUSD', '/chart/XAUUSD', '/transactions', '/position/p1'])(
  'at 375 px %s names the real account with its balance and equity',
  (route) => {
    renderPhone(route);
    const line = within(screen.getByTestId('mobile-account-bar')).getByLabelText(
      'Aktif hesap, bakiye ve varlık',
    );
    expect(line).toHaveTextContent('Gerçek Hesap');
    expect(line).toHaveTextContent('Bakiye10250.50 USD');
    expect(line).toHaveTextContent('Varlık10893.27 USD');
  },
);

test('at 375 px the practice account reads Demo Hesap', () => {
  const practice = { ...profile, accountKind: 'practice' as const };
  fakeApi.on('GET /api/users/profile', { status: 200, body: { status: true, data: practice } });
  renderPhone('/order/XAUUSD', {
    ...signedInWithProfile(),
    userProfile: { profile: practice },
  } as Partial<RootState>);
  expect(screen.getByTestId('mobile-account-bar')).toHaveTextContent('Demo Hesap');
  expect(screen.getByTestId('mobile-account-bar')).not.toHaveTextContent('Gerçek Hesap');
});

test('pages that place no orders (/information) show no account line', () => {
  renderPhone('/information');
  expect(screen.queryByTestId('mobile-account-bar')).toBeNull();
});

test('from 990 px the desktop header carries the figures and the switcher instead', () => {
  setViewportWidth(1280);
  renderWithProviders(layoutRoutes, { preloadedState: signedInWithProfile(), route: '/trade' });
  expect(screen.queryByTestId('mobile-account-bar')).toBeNull();
});
