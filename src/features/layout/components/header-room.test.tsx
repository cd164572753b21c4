// Issue 22, item 9: at font scale 125 % two of the seven header figures were cut at 1280 px. The
// texts grow with the scale and the gaps do not, so the header's "roomy" width grows with it: at
// 125 % and 1280 px the product name gives its room to the figures, as at 1024 px and scale 1.
// (The browser test e2e/header-and-tabs.test.ts measures the figures themselves.)
import { screen, within } from '@testing-library/react';
import type { RootState } from '../../../app/store';
import { installFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { layoutRoutes, profileReply, signedInWithProfile } from '../test/layout-fixtures';
import { setViewportWidth } from '../test/viewport';
import { roomyHeaderMinPx, widestHeaderMinPx } from './header-room';

let fakeApi: FakeApi;
beforeEach(() => {
  fakeApi = installFakeApi().on('GET /api/users/profile', profileReply);
});
afterEach(() => fakeApi.restore());

function renderDesktop(widthPx: number, scale: number) {
  setViewportWidth(widthPx);
  const preloadedState = {
    ...signedInWithProfile(),
    ui: { theme: 'dark', scale, chart: {}, oneClickTrading: false },
  } as Partial<RootState>;
  return renderWithProviders(layoutRoutes, { preloadedState, route: '/trade' });
}

const headerLogo = () => within(screen.getByTestId('desktop-header')).getByTestId('logo');

test('the roomy and widest header widths grow with the font scale, never below lg and xl', () => {
  expect(roomyHeaderMinPx(1)).toBe(1280);
  expect(roomyHeaderMinPx(1.25)).toBe(1600);
  expect(roomyHeaderMinPx(0.9)).toBe(1280);
  expect(widestHeaderMinPx(1)).toBe(1440);
  expect(widestHeaderMinPx(1.25)).toBe(1800);
});

test('at 1280 px and scale 1 the header shows the product name', () => {
  renderDesktop(1280, 1);
  expect(headerLogo()).toHaveTextContent('Kaldıraç');
});

test('at 1280 px and scale 125 % the header keeps only the mark, leaving the room to the figures', () => {
  renderDesktop(1280, 1.25);
  expect(headerLogo()).not.toHaveTextContent('Kaldıraç');
  expect(screen.getAllByRole('definition')).toHaveLength(7);
});

test('at 1600 px and scale 125 % the product name is back', () => {
  renderDesktop(1600, 1.25);
  expect(headerLogo()).toHaveTextContent('Kaldıraç');
});
