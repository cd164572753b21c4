// The bell on both headers, the desktop panel and the phone page: the server's pages and unread
// count, notifications pushed live by the socket, and marking one or all read (what is sent).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '../../../contract/entities';
import { liveMessagesReceived } from '../../socket/socket-actions';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { renderApp, SCREEN_WAIT } from '../../test/render-app';
import { signedOut } from '../session/session-slice';
import { layoutRoutes, profileReply, signedInWithProfile } from '../layout/test/layout-fixtures';
import { setViewportWidth } from '../layout/test/viewport';
import { NOTIFICATIONS_KEPT_MAX } from './notifications-slice';

const note = (id: string, title: string, read = false): Notification => ({
  id,
  title,
  text: `${title} ayrıntısı`,
  read,
  date: '2026-11-21T10:15:30Z',
});
const push = (...notes: Notification[]) =>
  liveMessagesReceived(notes.map((data) => ({ type: 'notification' as const, data })));

const page = (data: Notification[], unread: number, currentPage = 1, totalPages = 1) => ({
  body: { status: true, data, currentPage, totalPages, unread },
});

let fakeApi: FakeApi;
beforeEach(() => {
  fakeApi = installFakeApi()
    .on('GET /api/users/profile', profileReply)
    .on('PUT /api/notifications/read', { body: { status: true, message: 'Tamam' } });
});
afterEach(() => fakeApi.restore());

const bell = () => screen.getByRole('button', { name: /^Bildirimler/ });

it('shows the server’s unread count on the desktop bell and lists the page in the panel', async () => {
  setViewportWidth(1280);
  fakeApi.on(
    'GET /api/notifications',
    page([note('2', 'Emir gerçekleşti'), note('1', 'Para yatırıldı', true)], 1),
  );
  renderWithProviders(layoutRoutes, { preloadedState: signedInWithProfile() });
  await waitFor(() => expect(screen.getByTestId('unread-count')).toHaveTextContent('1'));
  expect(bell()).toHaveAccessibleName('Bildirimler, 1 okunmamış bildirim');
  expect(fakeApi.callsTo('GET /api/notifications')[0].query.get('page')).toBe('1');
  fireEvent.click(bell());
  const dialog = await screen.findByRole('dialog', { name: 'Bildirimler' }, SCREEN_WAIT);
  const items = within(dialog).getAllByRole('listitem');
  expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
    'Emir gerçekleşti',
    'Para yatırıldı',
  ]);
  expect(within(items[0]).getByText(/^21\.11\.2026 \d\d:15:30$/)).toBeInTheDocument();
  expect(within(items[0]).getByText('Okunmadı')).toBeInTheDocument();
  expect(within(items[1]).getByText('Okundu')).toBeInTheDocument();
});

it('adds a live notification at once and marks one read with PUT {ids}', async () => {
  setViewportWidth(1280);
  const served: Notification[] = [];
  fakeApi.on('GET /api/notifications', () => page(served, served.filter((item) => !item.read).length));
  const { store } = renderWithProviders(layoutRoutes, { preloadedState: signedInWithProfile() });
  await waitFor(() => expect(fakeApi.callsTo('GET /api/notifications')).toHaveLength(1));
  expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument();
  act(() => {
    store.dispatch(push(note('7', 'Zarar Durdur tetiklendi')));
  });
  expect(screen.getByTestId('unread-count')).toHaveTextContent('1');
  fireEvent.click(bell());
  const dialog = await screen.findByRole('dialog', { name: 'Bildirimler' }, SCREEN_WAIT);
  expect(within(dialog).getByText('Zarar Durdur tetiklendi')).toBeInTheDocument();
  // The server now holds it read; the reload after marking brings that back.
  served.push(note('7', 'Zarar Durdur tetiklendi', true));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Okundu işaretle: Zarar Durdur tetiklendi' }));
  await waitFor(() => expect(fakeApi.callsTo('PUT /api/notifications/read')).toHaveLength(1));
  expect(fakeApi.callsTo('PUT /api/notifications/read')[0].body).toEqual({ ids: ['7'] });
  await waitFor(() => expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument());
  expect(within(dialog).getByText('Okundu')).toBeInTheDocument();
  expect(await screen.findByText('Okundu olarak işaretlendi.')).toBeInTheDocument();
});

it('marks all read with PUT {all: true}, and says so when the server refuses', async () => {
  setViewportWidth(1280);
  let unread = 2;
  fakeApi.on('GET /api/notifications', () =>
    page([note('2', 'Marj uyarısı', unread === 0), note('1', 'Stop-out', unread === 0)], unread),
  );
  renderWithProviders(layoutRoutes, { preloadedState: signedInWithProfile() });
  await waitFor(() => expect(screen.getByTestId('unread-count')).toHaveTextContent('2'));
  fireEvent.click(bell());
  const dialog = await screen.findByRole('dialog', { name: 'Bildirimler' }, SCREEN_WAIT);
  fakeApi.on('PUT /api/notifications/read', {
    status: 500,
    body: { status: false, message: 'Sunucu hatası.' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Tümünü okundu işaretle' }));
  expect(await screen.findByText('Sunucu hatası.')).toBeInTheDocument();
  expect(screen.getByTestId('unread-count')).toHaveTextContent('2');
  fakeApi.on('PUT /api/notifications/read', () => {
    unread = 0;
    return { body: { status: true } };
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Tümünü okundu işaretle' }));
  await waitFor(() => expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument());
  expect(fakeApi.callsTo('PUT /api/notifications/read').at(-1)?.body).toEqual({ all: true });
  expect(within(dialog).queryByRole('button', { name: 'Tümünü okundu işaretle' })).not.toBeInTheDocument();
});

it('on a phone the dashboard bell opens the /notifications page, which loads more pages', async () => {
  setViewportWidth(375);
  fakeApi.on('GET /api/notifications', (call) =>
    call.query.get('page') === '2'
      ? page([note('1', 'Robot işlemi', true)], 1, 2, 2)
      : page([note('2', 'Kopya işlem açıldı')], 1, 1, 2),
  );
  renderApp({ preloadedState: signedInWithProfile() });
  await waitFor(() => expect(screen.getByTestId('unread-count')).toHaveTextContent('1'), SCREEN_WAIT);
  fireEvent.click(bell());
  expect(await screen.findByText('Kopya işlem açıldı', undefined, SCREEN_WAIT)).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveAttribute('data-pathname', '/notifications');
  fireEvent.click(screen.getByRole('button', { name: 'Daha Fazla' }));
  expect(await screen.findByText('Robot işlemi')).toBeInTheDocument();
  expect(fakeApi.callsTo('GET /api/notifications').map((call) => call.query.get('page'))).toContain('2');
  expect(screen.queryByRole('button', { name: 'Daha Fazla' })).not.toBeInTheDocument();
});

it('says there is none, keeps a bounded live list, and forgets on sign-out', async () => {
  setViewportWidth(1280);
  fakeApi.on('GET /api/notifications', page([], 0));
  const { store } = renderWithProviders(layoutRoutes, { preloadedState: signedInWithProfile() });
  fireEvent.click(bell());
  expect(await screen.findByText('Henüz bir bildiriminiz yok.', undefined, SCREEN_WAIT)).toBeInTheDocument();
  act(() => {
    store.dispatch(
      push(...Array.from({ length: NOTIFICATIONS_KEPT_MAX + 5 }, (_, i) => note(String(i), `N${i}`))),
    );
  });
  expect(store.getState().notifications.items).toHaveLength(NOTIFICATIONS_KEPT_MAX);
  expect(store.getState().notifications.items[0].id).toBe(String(NOTIFICATIONS_KEPT_MAX + 4));
  expect(screen.getByTestId('unread-count')).toHaveTextContent('9+');
  // The name carries the badge's own text, so a speech user can say what they see.
  expect(bell()).toHaveAccessibleName('Bildirimler, 9+ okunmamış bildirim');
  act(() => {
    store.dispatch(signedOut());
  });
  expect(store.getState().notifications.items).toEqual([]);
});
