// Theme and scale: the Tema switch flips state.ui.theme, the page colours follow, CSS transitions
// are off for exactly 100 ms after a change, and the font scale multiplies every font size.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import styled from 'styled-components';
import { ThemeSwitch } from '../../features/layout/components/theme-switch';
import { scaleChosen } from '../../features/settings/ui-slice';
import { renderWithProviders } from '../../test/render-with-providers';
import { makePersistor, makeStore, type RootState } from '../store';
import { NO_TRANSITIONS_CLASS } from './global-style';
import { darkPalette, lightPalette } from './palettes';
import { makeTheme } from './theme';

const uiState = (theme: 'dark' | 'light', scale = 1) => ({ ui: { theme, scale } }) as Partial<RootState>;

const Sample = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
`;

afterEach(() => {
  jest.useRealTimers();
  document.documentElement.classList.remove(NO_TRANSITIONS_CLASS);
});

it('defaults to the dark theme and toggles to light and back with the Tema switch', () => {
  const { store } = renderWithProviders(<ThemeSwitch />);
  const toggle = screen.getByRole('switch', { name: /Tema/ });
  expect(store.getState().ui.theme).toBe('dark');
  expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(11, 15, 23)');
  fireEvent.click(toggle);
  expect(store.getState().ui.theme).toBe('light');
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(243, 245, 249)');
  fireEvent.click(toggle);
  expect(store.getState().ui).toEqual({
    theme: 'dark',
    scale: 1,
    chart: {},
    oneClickTrading: false,
    alertSound: true,
  });
});

it('suppresses CSS transitions for 100 ms after a theme change, not before', () => {
  jest.useFakeTimers();
  renderWithProviders(<ThemeSwitch />, { preloadedState: uiState('dark') });
  const root = document.documentElement;
  expect(root).not.toHaveClass(NO_TRANSITIONS_CLASS);
  fireEvent.click(screen.getByRole('switch', { name: /Tema/ }));
  expect(root).toHaveClass(NO_TRANSITIONS_CLASS);
  act(() => {
    jest.advanceTimersByTime(99);
  });
  expect(root).toHaveClass(NO_TRANSITIONS_CLASS);
  act(() => {
    jest.advanceTimersByTime(1);
  });
  expect(root).not.toHaveClass(NO_TRANSITIONS_CLASS);
});

it('the suppression rule really turns transitions off while the class is set', () => {
  jest.useFakeTimers();
  renderWithProviders(<ThemeSwitch />);
  fireEvent.click(screen.getByRole('switch', { name: /Tema/ }));
  expect(getComputedStyle(document.body).transition).toBe('none');
  act(() => {
    jest.advanceTimersByTime(100);
  });
  expect(getComputedStyle(document.body).transition).not.toBe('none');
});

it('multiplies font sizes by the stored scale, and follows a scale change', () => {
  const { store } = renderWithProviders(<Sample>Metin</Sample>, { preloadedState: uiState('dark', 1.25) });
  expect(getComputedStyle(screen.getByText('Metin')).fontSize).toBe('17.5px');
  expect(getComputedStyle(document.body).fontSize).toBe('17.5px');
  act(() => {
    store.dispatch(scaleChosen(1));
  });
  expect(getComputedStyle(screen.getByText('Metin')).fontSize).toBe('14px');
});

it('builds both themes from the same shape, differing only in colours', () => {
  const dark = makeTheme('dark', 1);
  const light = makeTheme('light', 1);
  expect(Object.keys(dark.colors)).toEqual(Object.keys(light.colors));
  expect(dark.colors).toBe(darkPalette);
  expect(light.colors).toBe(lightPalette);
  expect(dark.fontSizes).toEqual(light.fontSizes);
  expect(dark.layout.sidebarWidthPx).toBe(310);
  expect(dark.breakpoints).toEqual({ xxs: 0, xs: 375, sm: 414, md: 768, lg: 1280, xl: 1440 });
  expect(makeTheme('dark', 1.5).fontSizes).toMatchObject({ md: '21px', xl: '30px' });
});

it('keeps the chosen theme in the persisted ui slice (localStorage key "ui")', async () => {
  localStorage.clear();
  const store = makeStore();
  const persistor = makePersistor(store);
  renderWithProviders(<ThemeSwitch />, { store });
  fireEvent.click(screen.getByRole('switch', { name: /Tema/ }));
  await waitFor(() => expect(JSON.parse(localStorage.getItem('ui') ?? '{}').theme).toBe('"light"'));
  persistor.pause();
});

it('paints the browser chrome (meta theme-color) in the header colour of the theme', () => {
  const meta = document.createElement('meta');
  meta.name = 'theme-color';
  meta.content = '#000000';
  document.head.append(meta);
  renderWithProviders(<ThemeSwitch />);
  expect(meta.content).toBe(darkPalette.header);
  fireEvent.click(screen.getByRole('switch', { name: /Tema/ }));
  expect(meta.content).toBe(lightPalette.header);
  meta.remove();
});
