// The desktop header's seven figures: labels word for word, USD with 2 decimals, live updates,
// and the loading text until the profile is there.
import { act, screen, within } from '@testing-library/react';
import { installFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithProviders, signedInState } from '../../../test/render-with-providers';
import { accountFiguresReceived, profileLoaded } from '../../session/session-slice';
import { layoutRoutes, profile, profileReply, signedInWithProfile } from '../test/layout-fixtures';
import { setViewportWidth } from '../test/viewport';

let fakeApi: FakeApi;
beforeEach(() => {
  setViewportWidth(1280);
  fakeApi = installFakeApi();
});
afterEach(() => fakeApi.restore());

const figureValue = (key: string) =>
  screen.getByTestId('desktop-header').querySelector(`[data-figure="${key}"] dd`)?.textContent;

it('shows the seven labelled figures of the account summary in USD with 2 decimals', () => {
  fakeApi.on('GET /api/users/profile', profileReply);
  renderWithProviders(layoutRoutes, { preloadedState: signedInWithProfile() });
  const header = screen.getByTestId('desktop-header');
  const labels = within(header)
    .getAllByRole('term')
    .map((term) => term.textContent);
  expect(labels).toEqual([
    'Bakiye',
    'Kredi',
    'Varlık',
    'Teminat',
    'Serbest Teminat',
    'Teminat (%)',
    'Toplam Kazanç',
  ]);
  expect(figureValue('balance')).toBe('10250.50 USD');
  expect(figureValue('credit')).toBe('500.00 USD');
  expect(figureValue('assets')).toBe('10893.27 USD');
  expect(figureValue('margin')).toBe('1210.40 USD');
  expect(figureValue('marginFree')).toBe('9682.87 USD');
  expect(figureValue('marginPct')).toBe('899.97%');
  expect(figureValue('floating')).toBe('142.77 USD');
});

it('follows live account figures and colours the total profit by its sign', () => {
  fakeApi.on('GET /api/users/profile', profileReply);
  const { store } = renderWithProviders(layoutRoutes, { preloadedState: signedInWithProfile() });
  act(() => {
    store.dispatch(accountFiguresReceived({ floating: -35.456, marginFree: 9500.1 }));
  });
  expect(figureValue('floating')).toBe('-35.46 USD');
  expect(figureValue('marginFree')).toBe('9500.10 USD');
  const floating = screen.getByTestId('desktop-header').querySelector('[data-figure="floating"] [data-sign]');
  expect(floating).toHaveAttribute('data-sign', 'negative');
  act(() => {
    store.dispatch(accountFiguresReceived({ floating: 12 }));
  });
  expect(floating).toHaveAttribute('data-sign', 'positive');
});

it("says 'Veriler yükleniyor...' until the profile has loaded, then shows the figures", async () => {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  fakeApi.on('GET /api/users/profile', async () => {
    await answered;
    return profileReply;
  });
  const { store } = renderWithProviders(layoutRoutes, { preloadedState: signedInState() });
  const header = screen.getByTestId('desktop-header');
  expect(within(header).getByText('Veriler yükleniyor...')).toBeInTheDocument();
  expect(within(header).queryByText('Bakiye')).not.toBeInTheDocument();
  answer();
  expect(await within(header).findByText('Bakiye')).toBeInTheDocument();
  expect(within(header).queryByText('Veriler yükleniyor...')).not.toBeInTheDocument();
  expect(store.getState().userProfile.profile).toEqual(profile);
});

it('keeps the loading text when the profile call fails', async () => {
  fakeApi.on('GET /api/users/profile', { status: 500, body: { status: false, message: 'Hata' } });
  const { store } = renderWithProviders(layoutRoutes, { preloadedState: signedInState() });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(fakeApi.callsTo('GET /api/users/profile')).toHaveLength(1);
  expect(screen.getByText('Veriler yükleniyor...')).toBeInTheDocument();
  act(() => {
    store.dispatch(profileLoaded(profile));
  });
  expect(figureValue('balance')).toBe('10250.50 USD');
});
