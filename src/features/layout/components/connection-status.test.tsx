// Issue 14, item 15: the header says whether prices are live and counts down to the reconnect.
import { act, screen } from '@testing-library/react';
import { socketClosed, socketOpened } from '../../../socket/socket-actions';
import { renderWithProviders, signedInState } from '../../../test/render-with-providers';
import { ConnectionStatus } from './connection-status';

afterEach(() => jest.useRealTimers());

test('shows Canlı while open and a 5 s countdown while the socket is down', () => {
  jest.useFakeTimers({ now: Date.now() });
  const { store } = renderWithProviders(<ConnectionStatus />, { preloadedState: signedInState() });
  act(() => {
    store.dispatch(socketOpened());
  });
  expect(screen.getByTestId('connection-status')).toHaveTextContent('Canlı');
  act(() => {
    store.dispatch(socketClosed({ code: 1006 }));
  });
  expect(screen.getByTestId('connection-status')).toHaveTextContent('5 sn içinde yeniden bağlanılıyor');
  act(() => {
    jest.advanceTimersByTime(2000);
  });
  expect(screen.getByTestId('connection-status')).toHaveTextContent('3 sn içinde');
  // 3 s down: every live price on the page is marked stale.
  expect(document.body).toHaveAttribute('data-prices-stale', 'false');
  act(() => {
    jest.advanceTimersByTime(1000);
  });
  expect(document.body).toHaveAttribute('data-prices-stale', 'true');
  act(() => {
    jest.advanceTimersByTime(2000);
  });
  expect(screen.getByTestId('connection-status')).toHaveTextContent('yeniden bağlanılıyor…');
  act(() => {
    store.dispatch(socketOpened());
  });
  expect(document.body).toHaveAttribute('data-prices-stale', 'false');
});
