// The layout at the four widths of the brief (375, 800, 1280, 1920): which header, which sidebar,
// bottom nav, toggle and banner a user sees, and how it reacts to a resize.
import { fireEvent, screen, within } from '@testing-library/react';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { layoutRoutes, profileReply, signedInWithProfile } from './test/layout-fixtures';
import { setViewportWidth } from './test/viewport';

/** What the test reads from the Swiper instance that swiper hangs on its element. */
interface SwiperLike {
  params: { effect?: string; speed?: number; loop?: boolean; autoplay?: unknown };
}

let fakeApi: FakeApi;
beforeEach(() => {
  fakeApi = installFakeApi().on('GET /api/users/profile', profileReply);
});
afterEach(() => fakeApi.restore());

function renderAt(widthPx: number, route = '/') {
  setViewportWidth(widthPx);
  return renderWithProviders(layoutRoutes, { preloadedState: signedInWithProfile(), route });
}

const openMenuButton = () => screen.queryByRole('button', { name: 'Menüyü aç' });

describe('at 375 px (phone)', () => {
  it('shows the dashboard mobile header, the bottom nav, a closed drawer with its swipe strip', async () => {
    renderAt(375);
    const header = screen.getByTestId('mobile-header');
    expect(header).toHaveAttribute('data-variant', 'dashboard');
    expect(within(header).getByRole('button', { name: 'Hesabım' })).toBeInTheDocument();
    expect(within(header).getByTestId('logo')).toHaveAttribute('href', '/');
    expect(within(header).getByRole('button', { name: 'Bildirimler' })).toBeInTheDocument();
    expect(screen.queryByTestId('desktop-header')).not.toBeInTheDocument();

    const nav = screen.getByTestId('bottom-nav');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Anasayfa', '/'],
      ['Piyasalar', '/trade'],
      ['Islemlerim', '/transactions'],
      ['Hesabim', '/wallet'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Anasayfa' })).toHaveAttribute('aria-current', 'page');

    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-variant', 'drawer');
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'closed');
    expect(screen.getByTestId('drawer-swipe-area')).toBeInTheDocument();
    expect(openMenuButton()).toBeInTheDocument();
    expect(await screen.findByTestId('promo-banner')).toHaveTextContent('Promosyon desteğiniz hazır');
  });

  it('plays the banner as a looped, autoplaying fade with speed 2000', async () => {
    renderAt(375);
    const banner = await screen.findByTestId('promo-banner');
    const host = banner.querySelector('.swiper') as (HTMLElement & { swiper?: SwiperLike }) | null;
    const params = host?.swiper?.params;
    expect(params).toMatchObject({ effect: 'fade', speed: 2000, loop: true });
    expect(params?.autoplay).toMatchObject({ delay: 3000 });
  });

  it('shows back button and title, without account figures, on other pages', () => {
    renderAt(375, '/trade');
    const header = screen.getByTestId('mobile-header');
    expect(header).toHaveAttribute('data-variant', 'narrow');
    expect(within(header).getByRole('button', { name: 'Geri' })).toBeInTheDocument();
    expect(within(header).getByRole('heading', { name: 'Piyasalar' })).toBeInTheDocument();
    expect(within(header).queryByText('Bakiye')).not.toBeInTheDocument();
    expect(screen.queryByTestId('promo-banner')).not.toBeInTheDocument();
  });

  it('goes to the dashboard from a page opened directly when back is pressed', async () => {
    renderAt(375, '/Verification');
    expect(screen.getByRole('heading', { name: 'Kimlik Doğrulama' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Geri' }));
    expect(await screen.findByText('/', { selector: '[data-testid="page"]' })).toBeInTheDocument();
  });
});

describe('at 800 px (tablet)', () => {
  it('keeps the mobile layout but switches the header to its tablet variant with three figures', () => {
    renderAt(800, '/transactions');
    const header = screen.getByTestId('mobile-header');
    expect(header).toHaveAttribute('data-variant', 'tablet');
    expect(within(header).getByRole('heading', { name: 'Islemlerim' })).toBeInTheDocument();
    expect(within(header).getByText('Bakiye')).toBeInTheDocument();
    expect(within(header).getByText('Serbest Teminat')).toBeInTheDocument();
    expect(within(header).queryByText('Kredi')).not.toBeInTheDocument();
    expect(screen.getByTestId('bottom-nav')).toBeInTheDocument();
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-variant', 'drawer');
  });
});

describe('at 1280 px (desktop)', () => {
  it('shows the desktop header with the toggle, no bottom nav, and the sidebar as a drawer', () => {
    renderAt(1280);
    const header = screen.getByTestId('desktop-header');
    expect(within(header).getByTestId('logo')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Menüyü aç' })).toBeInTheDocument();
    expect(screen.queryByTestId('mobile-header')).not.toBeInTheDocument();
    expect(screen.queryByTestId('bottom-nav')).not.toBeInTheDocument();
    expect(screen.queryByTestId('promo-banner')).not.toBeInTheDocument();
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-variant', 'drawer');
    // Above 990 the sidebar has no user button and no bottom-nav entries.
    expect(screen.queryByTestId('sidebar-user')).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('sidebar')).queryByRole('link', { name: 'Anasayfa' }),
    ).not.toBeInTheDocument();
  });

  it('opens the drawer with the toggle, locks page scroll, and closes it from the backdrop', () => {
    renderAt(1280);
    fireEvent.click(openMenuButton()!);
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'open');
    expect(screen.getByRole('button', { name: 'Menüyü kapat' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByTestId('drawer-backdrop'));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'closed');
    expect(document.body.style.overflow).toBe('');
  });
});

describe('at 1920 px (wide desktop)', () => {
  it('keeps the sidebar open beside the page, with no toggle and no swipe strip', () => {
    renderAt(1920);
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar).toHaveAttribute('data-variant', 'persistent');
    expect(within(sidebar).getByRole('link', { name: 'Panel' })).toHaveAttribute('href', '/');
    expect(openMenuButton()).not.toBeInTheDocument();
    expect(screen.queryByTestId('drawer-swipe-area')).not.toBeInTheDocument();
    expect(screen.getByTestId('desktop-header')).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });
});

it('switches layouts live when the window is resized', () => {
  renderAt(1920);
  setViewportWidth(1280);
  expect(screen.getByTestId('sidebar')).toHaveAttribute('data-variant', 'drawer');
  expect(openMenuButton()).toBeInTheDocument();
  setViewportWidth(375);
  expect(screen.getByTestId('mobile-header')).toBeInTheDocument();
  expect(screen.getByTestId('bottom-nav')).toBeInTheDocument();
  setViewportWidth(989);
  expect(screen.getByTestId('bottom-nav')).toBeInTheDocument();
  setViewportWidth(990);
  expect(screen.queryByTestId('bottom-nav')).not.toBeInTheDocument();
});

it('loads the profile from the server when the layout opens', async () => {
  renderAt(1280);
  await screen.findByText('Bakiye');
  expect(fakeApi.callsTo('GET /api/users/profile')).toHaveLength(1);
  expect(fakeApi.callsTo('GET /api/users/profile')[0].headers.get('Authorization')).toBe('Bearer test-token');
});
