// /Settings: theme and font scale (kept in the ui slice), the password change (what is sent, the
// checks before sending, a wrong current password), the sessions and sign-out of the others, and
// two-factor sign-in (QR and secret, a code, the ten recovery codes shown once, a wrong code).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { renderApp, SCREEN_WAIT } from '../../test/render-app';
import { profile, signedInWithProfile } from '../layout/test/layout-fixtures';
import { setViewportWidth } from '../layout/test/viewport';

const sessions = [
  {
    id: 's1',
    device:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    address: '10.0.0.1',
    createdAt: '2026-11-20T08:00:00Z',
    lastUsedAt: '2026-11-22T09:30:00Z',
    current: true,
  },
  {
    id: 's2',
    device:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    address: '10.0.0.2',
    createdAt: '2026-11-19T08:00:00Z',
    lastUsedAt: '2026-11-21T18:45:10Z',
    current: false,
  },
];
const recoveryCodes = Array.from({ length: 10 }, (_, index) => `abcd-${String(index).padStart(4, '0')}`);

let fakeApi: FakeApi;
let twoFactorEnabled: boolean;
let served: typeof sessions;
beforeEach(() => {
  setViewportWidth(1280);
  twoFactorEnabled = false;
  served = sessions;
  fakeApi = installFakeApi()
    .on('GET /api/users/profile', () => ({ body: { status: true, data: { ...profile, twoFactorEnabled } } }))
    .on('GET /api/notifications', {
      body: { status: true, data: [], currentPage: 1, totalPages: 1, unread: 0 },
    })
    .on('GET /api/users/sessions', () => ({ body: { status: true, data: served } }));
});
afterEach(() => fakeApi.restore());

const card = (name: string) => screen.getByRole('region', { name });
const type = (within_: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(within_).getByLabelText(label), { target: { value } });

async function openPage() {
  const rendered = renderApp({ route: '/Settings', preloadedState: signedInWithProfile() });
  await screen.findByRole('region', { name: 'Görünüm' }, SCREEN_WAIT);
  return rendered;
}

it('switches the theme and the font scale, kept in the ui slice', async () => {
  const { store } = await openPage();
  const display = card('Görünüm');
  expect(within(display).getByRole('radio', { name: 'Koyu' })).toHaveAttribute('aria-checked', 'true');
  fireEvent.click(within(display).getByRole('radio', { name: 'Açık' }));
  expect(store.getState().ui.theme).toBe('light');
  expect(within(display).getByRole('radio', { name: 'Açık' })).toHaveAttribute('aria-checked', 'true');
  expect(within(display).getByRole('radio', { name: '100%' })).toHaveAttribute('aria-checked', 'true');
  fireEvent.click(within(display).getByRole('radio', { name: '125%' }));
  expect(store.getState().ui.scale).toBe(1.25);
  expect(
    within(display)
      .getAllByRole('radio')
      .map((radio) => radio.textContent),
  ).toEqual(['Koyu', 'Açık', '88%', '100%', '113%', '125%']);
});

it('changes the password, checking it before sending, and shows a wrong current password', async () => {
  await openPage();
  const form = card('Şifre Değiştir');
  const submit = () => fireEvent.click(within(form).getByRole('button', { name: 'Şifreyi Değiştir' }));
  type(form, 'Mevcut Şifre', 'Demo1234!');
  type(form, 'Yeni Şifre', 'kisa');
  type(form, 'Yeni Şifre Tekrarı', 'baska');
  submit();
  expect(await within(form).findByText(/Şifre en az 8 karakter olmalı/)).toBeInTheDocument();
  expect(within(form).getByText('Şifreler eşleşmiyor.')).toBeInTheDocument();
  expect(fakeApi.callsTo('PUT /api/users/password')).toHaveLength(0);

  fakeApi.on('PUT /api/users/password', {
    status: 400,
    body: { status: false, code: 'WRONG_PASSWORD', message: 'Mevcut şifre hatalı.' },
  });
  type(form, 'Yeni Şifre', 'Yeni12345');
  type(form, 'Yeni Şifre Tekrarı', 'Yeni12345');
  submit();
  expect(await within(form).findByText('Mevcut şifre hatalı.')).toBeInTheDocument();
  // Said once, under its field: no toast repeats it.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getAllByText('Mevcut şifre hatalı.')).toHaveLength(1);
  expect(fakeApi.callsTo('PUT /api/users/password')[0].body).toEqual({
    currentPassword: 'Demo1234!',
    password: 'Yeni12345',
    passwordConfirm: 'Yeni12345',
  });

  fakeApi.on('PUT /api/users/password', { body: { status: true } });
  submit();
  expect(await screen.findByText('Şifreniz değiştirildi; diğer oturumlar kapatıldı.')).toBeInTheDocument();
  await waitFor(() => expect(within(form).getByLabelText('Mevcut Şifre')).toHaveValue(''));
});

it('lists the sessions and signs out the others', async () => {
  fakeApi.on('POST /api/users/sessions/revoke-others', () => {
    served = sessions.slice(0, 1);
    return { body: { status: true, data: { revoked: 1 } } };
  });
  await openPage();
  const list = card('Aktif Oturumlar');
  expect(await within(list).findByText('Chrome 131 / Windows (Bu oturum)')).toBeInTheDocument();
  expect(within(list).getByText('Safari 17 / iPhone')).toBeInTheDocument();
  expect(within(list).getByText('Adres: 10.0.0.2')).toBeInTheDocument();
  expect(within(list).getByText(/^Son kullanım: 21\.11\.2026 \d\d:45:10$/)).toBeInTheDocument();
  fireEvent.click(within(list).getByRole('button', { name: 'Diğer Oturumları Kapat' }));
  expect(await screen.findByText('Diğer oturumlar kapatıldı.')).toBeInTheDocument();
  await waitFor(() => expect(within(list).queryByText('Safari 17 / iPhone')).not.toBeInTheDocument());
  expect(within(list).getByText('Başka açık oturum yok.')).toBeInTheDocument();
  expect(fakeApi.callsTo('POST /api/users/sessions/revoke-others')).toHaveLength(1);
});

it('turns two-factor sign-in on: QR and secret, a wrong code refused, ten recovery codes shown once', async () => {
  fakeApi
    .on('POST /api/users/2fa/setup', {
      body: {
        status: true,
        data: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrSvg: '<svg/>' },
      },
    })
    .on('POST /api/users/2fa/enable', {
      status: 400,
      body: { status: false, code: 'OTP_INVALID', message: 'Kod hatalı veya kullanılmış.' },
    });
  await openPage();
  const box = card('İki Adımlı Doğrulama');
  fireEvent.click(within(box).getByRole('button', { name: 'İki Adımlı Doğrulamayı Aç' }));
  expect(await within(box).findByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
  expect(within(box).getByRole('img', { name: 'İki adımlı doğrulama QR kodu' }).getAttribute('src')).toBe(
    'data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E',
  );
  const confirm = () => fireEvent.click(within(box).getByRole('button', { name: 'Onayla' }));
  type(box, 'Doğrulama Kodu', '12ab');
  confirm();
  expect(await within(box).findByText('Kod 6 haneli olmalıdır.')).toBeInTheDocument();
  expect(fakeApi.callsTo('POST /api/users/2fa/enable')).toHaveLength(0);
  type(box, 'Doğrulama Kodu', '123456');
  confirm();
  await waitFor(() => expect(fakeApi.callsTo('POST /api/users/2fa/enable')).toHaveLength(1));
  expect(await within(box).findByText('Kod hatalı veya kullanılmış.')).toBeInTheDocument();
  expect(fakeApi.callsTo('POST /api/users/2fa/enable')[0].body).toEqual({ code: '123456' });

  fakeApi.on('POST /api/users/2fa/enable', () => {
    twoFactorEnabled = true;
    return { body: { status: true, data: { recoveryCodes } } };
  });
  type(box, 'Doğrulama Kodu', '654321');
  confirm();
  const codes = await within(box).findByTestId('recovery-codes');
  expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
  expect(within(box).getByRole('button', { name: 'Kodları Kopyala' })).toBeInTheDocument();
  fireEvent.click(within(box).getByRole('button', { name: 'Tamam' }));
  expect(within(box).queryByTestId('recovery-codes')).not.toBeInTheDocument();
  expect(await within(box).findByText('İki adımlı doğrulama açık.')).toBeInTheDocument();
  expect(within(box).getByRole('button', { name: 'İki Adımlı Doğrulamayı Kapat' })).toBeInTheDocument();
});
