// Notifications pushed by the socket reach the bell of the dashboard header's list, newest first.
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Notification } from '../../../contract/entities';
import { liveMessagesReceived } from '../../socket/socket-actions';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { signedOut } from '../session/session-slice';
import { NOTIFICATIONS_KEPT_MAX } from './notifications-slice';
import { layoutRoutes, profileReply, signedInWithProfile } from './test/layout-fixtures';
import { setViewportWidth } from './test/viewport';

let fakeApi: FakeApi;
beforeEach(() => {
  fakeApi = installFakeApi().on('GET /api/users/profile', profileReply);
  setViewportWidth(375);
});
afterEach(() => fakeApi.restore());

const note = (id: string, title: string): Notification => ({
  id,
  title,
  text: `${title} ayrıntısı`,
  read: false,
  date: '2026-11-21T10:15:30Z',
});
const push = (...notes: Notification[]) =>
  liveMessagesReceived(notes.map((data) => ({ type: 'notification' as const, data })));

it('lists pushed notifications newest first and marks them read when opened', async () => {
  const { store } = renderWithProviders(layoutRoutes, { preloadedState: signedInWithProfile() });
  act(() => {
    store.dispatch(push(note('1', 'Para yatırıldı')));
    store.dispatch(push(note('2', 'Pozisyon kapandı')));
  });
  expect(screen.getByTestId('unread-count')).toHaveTextContent('2');
  fireEvent.click(screen.getByRole('button', { name: 'Bildirimler' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bildirimler' });
  const titles = within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent);
  expect(titles).toEqual(['Pozisyon kapandı', 'Para yatırıldı']);
  expect(within(dialog).getAllByText(/21\.11\.2026 \d\d:15:30/)).toHaveLength(2);
  expect(store.getState().notifications.items.every((item) => item.read)).toBe(true);
  expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument();
});

it('says there is none when nothing came, keeps a bounded list, and forgets on sign-out', async () => {
  const { store } = renderWithProviders(layoutRoutes, { preloadedState: signedInWithProfile() });
  fireEvent.click(screen.getByRole('button', { name: 'Bildirimler' }));
  expect(await screen.findByText('Henüz bir bildiriminiz yok.')).toBeInTheDocument();
  act(() => {
    store.dispatch(
      push(...Array.from({ length: NOTIFICATIONS_KEPT_MAX + 5 }, (_, i) => note(String(i), `N${i}`))),
    );
  });
  expect(store.getState().notifications.items).toHaveLength(NOTIFICATIONS_KEPT_MAX);
  expect(store.getState().notifications.items[0].id).toBe(String(NOTIFICATIONS_KEPT_MAX + 4));
  act(() => {
    store.dispatch(signedOut());
  });
  expect(store.getState().notifications.items).toEqual([]);
});
