// The sidebar and the 'Menü' panel: links, closing on route change, the user button under 990 px,
// 'Oturumu Kapat' (calls the server) and 'Çıkış Yap' (does not), scroll lock.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { layoutRoutes, profileReply, signedInWithProfile } from '../test/layout-fixtures';
import { setViewportWidth } from '../test/viewport';

let fakeApi: FakeApi;
beforeEach(() => {
  fakeApi = installFakeApi()
    .on('GET /api/users/profile', profileReply)
    .on('POST /api/users/logout', { status: 200, body: { status: true, message: 'Çıkış yapıldı.' } });
});
afterEach(() => fakeApi.restore());

function renderAt(widthPx: number, route = '/') {
  setViewportWidth(widthPx);
  return renderWithProviders(layoutRoutes, { preloadedState: signedInWithProfile(), route });
}

const page = () => screen.getByTestId('page').textContent;
const sidebar = () => screen.getByTestId('sidebar');

it('lists every sidebar link with its Turkish label, logo to /, Oturumu Kapat and Tema', () => {
  renderAt(1920);
  const links = within(screen.getByRole('list', { name: 'Kenar menü' })).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Panel', '/'],
    ['Piyasalar', '/trade'],
    ['Islemlerim', '/transactions'],
    ['Traderlar', '/traders'],
    ['Robotlar', '/robots'],
    ['Hesabım', '/wallet'],
    ['Kişisel Bilgilerim', '/information'],
    ['Kimlik Doğrulama', '/verification'],
    ['Para Yatır', '/deposit'],
    ['Para Çek', '/withdrawal'],
    ['Finans', '/Finance'],
    ['Fiyat Alarmları', '/alerts'],
    ['Ayarlar', '/Settings'],
  ]);
  expect(within(sidebar()).getByTestId('logo')).toHaveAttribute('href', '/');
  expect(within(sidebar()).getByRole('button', { name: 'Oturumu Kapat' })).toBeInTheDocument();
  expect(within(sidebar()).getByRole('switch', { name: /Tema/ })).toBeInTheDocument();
});

it('closes the drawer on every route change', () => {
  renderAt(1280, '/trade');
  fireEvent.click(screen.getByRole('button', { name: 'Menüyü aç' }));
  expect(sidebar()).toHaveAttribute('data-state', 'open');
  fireEvent.click(within(sidebar()).getByRole('link', { name: 'Robotlar' }));
  expect(page()).toBe('/robots');
  expect(sidebar()).toHaveAttribute('data-state', 'closed');
  expect(document.body.style.overflow).toBe('');
  // Following a link to the page already shown is a navigation too.
  fireEvent.click(screen.getByRole('button', { name: 'Menüyü aç' }));
  fireEvent.click(within(sidebar()).getByRole('link', { name: 'Robotlar' }));
  expect(sidebar()).toHaveAttribute('data-state', 'closed');
});

it('under 990 px lists the main nav entries and a user button that opens the Menü panel', () => {
  renderAt(375, '/trade');
  fireEvent.click(screen.getByRole('button', { name: 'Menüyü aç' }));
  const mainNav = within(sidebar()).getByRole('list', { name: 'Ana menü' });
  expect(
    within(mainNav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Anasayfa', 'Piyasalar', 'Islemlerim', 'Hesabım']);
  const user = within(sidebar()).getByTestId('sidebar-user');
  expect(user).toHaveTextContent('Ayşe Yılmaz');
  expect(user).toHaveTextContent('AY');
  fireEvent.click(user);
  expect(screen.getByRole('dialog', { name: 'Menü' })).toBeInTheDocument();
  // Escape closes the panel on top, and only it.
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sidebar()).toHaveAttribute('data-state', 'open');
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(sidebar()).toHaveAttribute('data-state', 'closed');
});

it('under 990 px the drawer lists every page once: no second Piyasalar, Islemlerim or Hesabım (issue 22, item 9)', () => {
  renderAt(375, '/trade');
  fireEvent.click(screen.getByRole('button', { name: 'Menüyü aç' }));
  const links = within(sidebar())
    .getAllByRole('list')
    .flatMap((list) => within(list).getAllByRole('link'));
  const labels = links.map((link) => link.textContent);
  const paths = links.map((link) => link.getAttribute('href')?.toLowerCase());
  expect(labels).toEqual([
    'Anasayfa',
    'Piyasalar',
    'Islemlerim',
    'Hesabım',
    'Traderlar',
    'Robotlar',
    'Kişisel Bilgilerim',
    'Kimlik Doğrulama',
    'Para Yatır',
    'Para Çek',
    'Finans',
    'Fiyat Alarmları',
    'Ayarlar',
  ]);
  expect(new Set(paths).size).toBe(paths.length);
});

it("'Menü' lists its seven entries and closes when one is followed; scroll is locked meanwhile", () => {
  renderAt(1280, '/trade');
  fireEvent.click(within(screen.getByTestId('desktop-header')).getByRole('button', { name: 'Hesabım' }));
  const dialog = screen.getByRole('dialog', { name: 'Menü' });
  expect(document.body.style.overflow).toBe('hidden');
  const entries = within(dialog)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
  expect(entries).toEqual([
    ['Hesabım', '/wallet'],
    ['Kişisel Bilgilerim', '/information'],
    ['Kimlik Doğrulama', '/verification'],
    ['Para Yatır', '/deposit'],
    ['Para Çek', '/withdrawal'],
    ['Traderlar', '/traders'],
    ['Robotlar', '/robots'],
  ]);
  expect(within(dialog).getByRole('button', { name: 'Çıkış Yap' })).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('link', { name: 'Para Çek' }));
  expect(page()).toBe('/withdrawal');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.body.style.overflow).toBe('');
});

it("'Çıkış Yap' clears token and profile and goes to /sign-in without calling the server", () => {
  const { store } = renderAt(1280, '/trade');
  fireEvent.click(within(screen.getByTestId('desktop-header')).getByRole('button', { name: 'Hesabım' }));
  fireEvent.click(screen.getByRole('button', { name: 'Çıkış Yap' }));
  expect(screen.getByText('Giriş ekranı')).toBeInTheDocument();
  expect(store.getState().userToken.token).toBeNull();
  expect(store.getState().userProfile.profile).toBeNull();
  expect(store.getState().userFinance.summary).toBeNull();
  expect(fakeApi.callsTo('POST /api/users/logout')).toHaveLength(0);
  expect(document.body.style.overflow).toBe('');
});

it("'Oturumu Kapat' calls the server with the token, then ends the session", async () => {
  const { store } = renderAt(1920, '/trade');
  fireEvent.click(within(sidebar()).getByRole('button', { name: 'Oturumu Kapat' }));
  expect(await screen.findByText('Giriş ekranı')).toBeInTheDocument();
  const calls = fakeApi.callsTo('POST /api/users/logout');
  expect(calls).toHaveLength(1);
  expect(calls[0].headers.get('Authorization')).toBe('Bearer test-token');
  await waitFor(() => expect(store.getState().userToken.token).toBeNull());
  expect(store.getState().userProfile.profile).toBeNull();
});
