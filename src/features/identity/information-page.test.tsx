// /information: the form filled from the profile, only changed fields sent, every bad input refused
// in Turkish before any call (check digits, future or under-18 birth date, missing password for a
// new e-mail), the server's refusal under its field, and the avatar's upload and display.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { installFakeUploads } from '../../test/fake-upload';
import { renderApp, SCREEN_WAIT } from '../../test/render-app';
import { profile, signedInWithProfile } from '../layout/test/layout-fixtures';
import { setViewportWidth } from '../layout/test/viewport';

let fakeApi: FakeApi;
let restoreUploads: () => void;
let served: Record<string, unknown>;
beforeEach(() => {
  setViewportWidth(1280);
  served = {
    ...profile,
    birthDate: null,
    nationalId: null,
    address: null,
    city: null,
    country: null,
    hasAvatar: false,
  };
  restoreUploads = installFakeUploads();
  fakeApi = installFakeApi()
    .on('GET /api/users/profile', () => ({ body: { status: true, data: served } }))
    .on('GET /api/notifications', {
      body: { status: true, data: [], currentPage: 1, totalPages: 1, unread: 0 },
    })
    .on('PUT /api/users/profile', { body: { status: true, message: 'Profil güncellendi.' } });
});
afterEach(() => {
  fakeApi.restore();
  restoreUploads();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
const errorOf = (label: string) =>
  document.getElementById(field(label).getAttribute('aria-describedby') ?? '');

async function openPage() {
  renderApp({ route: '/information', preloadedState: signedInWithProfile() });
  await screen.findByRole('button', { name: 'Kaydet' }, SCREEN_WAIT);
}

it('fills the form from the profile and sends only what changed', async () => {
  await openPage();
  expect(field('Ad').value).toBe('Ayşe');
  expect(field('E-posta').value).toBe('ayse@example.com');
  type('Doğum Tarihi', '1990-04-23');
  type('T.C. Kimlik No', '10000000146');
  type('Adres', 'Bağdat Cad. No: 5');
  type('Şehir', 'İstanbul');
  save();
  await waitFor(() => expect(fakeApi.callsTo('PUT /api/users/profile')).toHaveLength(1));
  expect(fakeApi.callsTo('PUT /api/users/profile')[0].body).toEqual({
    birthDate: '1990-04-23',
    nationalId: '10000000146',
    address: 'Bağdat Cad. No: 5',
    city: 'İstanbul',
    country: 'Türkiye',
  });
  expect(await screen.findByText('Bilgileriniz güncellendi.')).toBeInTheDocument();
  expect(screen.queryByLabelText('Mevcut Şifre')).not.toBeInTheDocument();
});

it.each([
  ['T.C. Kimlik No', '10000000147', 'T.C. Kimlik No geçersiz: kontrol haneleri tutmuyor.'],
  ['T.C. Kimlik No', '01234567890', 'T.C. Kimlik No 11 haneli olmalı ve 0 ile başlamamalıdır.'],
  ['T.C. Kimlik No', '1234', 'T.C. Kimlik No 11 haneli olmalı ve 0 ile başlamamalıdır.'],
  ['Doğum Tarihi', '2099-01-01', 'Doğum tarihi gelecekte olamaz.'],
  ['Doğum Tarihi', '2015-06-01', '18 yaşından küçükler hesap açamaz.'],
  ['Ad', '', 'Bu alan zorunludur.'],
  ['Telefon', '12ab', 'Telefon numarası yalnızca rakamlardan oluşmalı ve 10-15 haneli olmalıdır.'],
])('refuses %s “%s” before sending: %s', async (label, value, message) => {
  await openPage();
  type(label, value);
  save();
  await waitFor(() => expect(errorOf(label)).toHaveTextContent(message));
  expect(field(label)).toHaveAttribute('aria-invalid', 'true');
  expect(fakeApi.callsTo('PUT /api/users/profile')).toHaveLength(0);
});

it('asks for the password when the e-mail changes, and shows “already used” under the e-mail', async () => {
  await openPage();
  type('E-posta', 'yeni@example.com');
  expect(
    screen.getByText('E-posta veya telefon değişikliği için mevcut şifreniz gerekir.'),
  ).toBeInTheDocument();
  save();
  await waitFor(() =>
    expect(errorOf('Mevcut Şifre')).toHaveTextContent(
      'E-posta veya telefon değişikliği için mevcut şifrenizi giriniz.',
    ),
  );
  expect(fakeApi.callsTo('PUT /api/users/profile')).toHaveLength(0);
  fakeApi.on('PUT /api/users/profile', {
    status: 409,
    body: { status: false, code: 'EMAIL_TAKEN', message: 'Bu e-posta adresi başka bir hesapta kayıtlı.' },
  });
  type('Mevcut Şifre', 'Demo1234!');
  save();
  await waitFor(() =>
    expect(errorOf('E-posta')).toHaveTextContent('Bu e-posta adresi başka bir hesapta kayıtlı.'),
  );
  expect(fakeApi.callsTo('PUT /api/users/profile')[0].body).toEqual({
    email: 'yeni@example.com',
    country: 'Türkiye',
    currentPassword: 'Demo1234!',
  });
  fakeApi.on('PUT /api/users/profile', {
    status: 400,
    body: { status: false, code: 'WRONG_PASSWORD', message: 'Mevcut şifre hatalı.' },
  });
  save();
  await waitFor(() => expect(errorOf('Mevcut Şifre')).toHaveTextContent('Mevcut şifre hatalı.'));
});

it('uploads an avatar (images only, 2 MB) and shows it from GET /api/users/avatar', async () => {
  fakeApi
    .on('POST /api/users/upload', () => {
      served = { ...served, hasAvatar: true };
      return { status: 201, body: { status: true, data: { id: 'a1', documentId: null } } };
    })
    .on('GET /api/users/avatar', { body: 'png-bytes' });
  await openPage();
  const card = screen.getByRole('region', { name: 'Profil Fotoğrafı' });
  const input = within(card).getByLabelText('Fotoğraf Seç');
  fireEvent.change(input, { target: { files: [new File(['%PDF-'], 'a.pdf', { type: 'application/pdf' })] } });
  expect(within(card).getByRole('alert')).toHaveTextContent('Bu dosya türü kabul edilmiyor.');
  const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
  fireEvent.change(input, { target: { files: [big] } });
  expect(within(card).getByRole('alert')).toHaveTextContent('Profil fotoğrafı 2 MB sınırını aşıyor.');
  expect(within(card).getByRole('button', { name: 'Fotoğrafı Yükle' })).toBeDisabled();
  fireEvent.change(input, { target: { files: [new File(['img'], 'ben.webp', { type: 'image/webp' })] } });
  fireEvent.click(within(card).getByRole('button', { name: 'Fotoğrafı Yükle' }));
  await waitFor(() => expect(fakeApi.callsTo('POST /api/users/upload')).toHaveLength(1));
  expect(fakeApi.callsTo('POST /api/users/upload')[0].body).toEqual({
    kind: 'avatar',
    file: { name: 'ben.webp', type: 'image/webp', size: 3 },
  });
  const image = await within(card).findByRole('img', { name: 'Profil fotoğrafı' });
  expect(image.getAttribute('src')).toMatch(/^data:application\/json;base64,/);
  expect(fakeApi.callsTo('GET /api/users/avatar')[0].headers.get('Authorization')).toBe('Bearer test-token');
});
