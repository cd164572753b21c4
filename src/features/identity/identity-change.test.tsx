// /information for a verified customer: name, surname, T.C. Kimlik No and birth date are read-only
// with the reason, and change only through a request with documents; the request's status shows
// (in review: no second request; rejected: the reason and a new form). Before verification the
// fields stay editable and no request card shows.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { IdentityChangeRequest } from '../../../contract/identity';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { installFakeUploads } from '../../test/fake-upload';
import { renderApp, SCREEN_WAIT } from '../../test/render-app';
import { profile, signedInWithProfile } from '../layout/test/layout-fixtures';
import { setViewportWidth } from '../layout/test/viewport';

// The first test also loads the lazy page on a busy machine.
jest.setTimeout(30_000);

let fakeApi: FakeApi;
let restoreUploads: () => void;
let latest: IdentityChangeRequest | null;
let served: Record<string, unknown>;

const pending = (body: Record<string, unknown>): IdentityChangeRequest => ({
  id: 'r1',
  status: 'pending',
  name: null,
  surname: null,
  nationalId: null,
  birthDate: null,
  uploadIds: ['up-1'],
  reason: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  decidedAt: null,
  ...body,
});

beforeEach(() => {
  setViewportWidth(1280);
  latest = null;
  served = {
    ...profile,
    birthDate: '1990-04-23',
    nationalId: '10000000146',
    address: null,
    city: null,
    country: 'Türkiye',
    hasAvatar: false,
    verificationStatus: 'verified',
  };
  restoreUploads = installFakeUploads();
  fakeApi = installFakeApi()
    .on('GET /api/users/profile', () => ({ body: { status: true, data: served } }))
    .on('GET /api/notifications', {
      body: { status: true, data: [], currentPage: 1, totalPages: 1, unread: 0 },
    })
    .on('GET /api/users/identity-change', () => ({ body: { status: true, data: latest } }))
    .on('POST /api/users/upload', {
      status: 201,
      body: { status: true, data: { id: 'up-1', documentId: null } },
    })
    .on('POST /api/users/identity-change', (call) => {
      latest = pending(call.body as Record<string, unknown>);
      return { status: 201, body: { status: true, data: latest } };
    });
});
afterEach(() => {
  fakeApi.restore();
  restoreUploads();
});

async function openPage() {
  renderApp({ route: '/information', preloadedState: signedInWithProfile() });
  await screen.findByRole('button', { name: 'Kaydet' }, SCREEN_WAIT);
}
const card = () => screen.getByRole('region', { name: 'Kimlik Bilgisi Değişikliği' });
const inCard = (label: string) => within(card()).getByLabelText(label) as HTMLInputElement;
const sendRequest = () =>
  fireEvent.click(within(card()).getByRole('button', { name: 'Değişiklik Talebi Gönder' }));

it('shows the identity fields read-only with the reason once verified', async () => {
  await openPage();
  await waitFor(() => expect(screen.getByLabelText('T.C. Kimlik No')).toHaveAttribute('readonly'));
  const reason =
    /Kimliğiniz doğrulandığı için ad, soyad, T.C. Kimlik No ve doğum tarihi buradan değiştirilemez/;
  for (const label of ['Ad', 'Soyad', 'T.C. Kimlik No', 'Doğum Tarihi']) {
    expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(reason);
  }
  expect(screen.getByLabelText('Adres')).not.toHaveAttribute('readonly');
});

it('sends a change with its document after refusing an empty one, then shows it in review', async () => {
  await openPage();
  await screen.findByRole('region', { name: 'Kimlik Bilgisi Değişikliği' });
  expect(inCard('Yeni Soyad').value).toBe('Yılmaz');
  sendRequest();
  expect(
    await within(card()).findByText('Değiştirmek istediğiniz en az bir bilgiyi yazınız.'),
  ).toBeInTheDocument();
  expect(within(card()).getByText('Değişikliği gösteren en az bir belge ekleyiniz.')).toBeInTheDocument();
  fireEvent.change(inCard('Yeni Soyad'), { target: { value: 'Demir' } });
  fireEvent.change(inCard('Yeni T.C. Kimlik No'), { target: { value: '10000000147' } });
  sendRequest();
  expect(
    await within(card()).findByText('T.C. Kimlik No geçersiz: kontrol haneleri tutmuyor.'),
  ).toBeInTheDocument();
  fireEvent.change(inCard('Yeni T.C. Kimlik No'), { target: { value: '10000000146' } });
  const document = new File(['%PDF-1.4'], 'nufus.pdf', { type: 'application/pdf' });
  fireEvent.change(inCard('Belge Ekle'), { target: { files: [document] } });
  expect(await within(card()).findByText('nufus.pdf')).toBeInTheDocument();
  expect(fakeApi.callsTo('POST /api/users/upload')[0].body).toEqual({
    kind: 'identity-change',
    file: { name: 'nufus.pdf', type: 'application/pdf', size: 8 },
  });
  expect(fakeApi.callsTo('POST /api/users/identity-change')).toHaveLength(0);
  sendRequest();
  expect(await screen.findByTestId('identity-change-status')).toHaveTextContent('İnceleniyor');
  expect(fakeApi.callsTo('POST /api/users/identity-change')[0].body).toEqual({
    surname: 'Demir',
    uploadIds: ['up-1'],
  });
  const asked = within(card()).getByRole('definition');
  expect(asked).toHaveTextContent('Demir');
  expect(within(card()).getByText('Talebiniz incelenirken yeni bir talep gönderilemez.')).toBeInTheDocument();
  expect(within(card()).queryByRole('button', { name: 'Değişiklik Talebi Gönder' })).not.toBeInTheDocument();
});

it('shows a rejected request with the reason and offers a new request', async () => {
  latest = {
    ...pending({ name: 'Ayşenur' }),
    status: 'rejected',
    reason: 'Belge okunaklı değil.',
    decidedAt: '2026-11-21T10:00:00.000Z',
  };
  await openPage();
  expect(await screen.findByTestId('identity-change-status')).toHaveTextContent('Reddedildi');
  expect(within(card()).getByRole('note')).toHaveTextContent('Red nedeni: Belge okunaklı değil.');
  expect(within(card()).getByText('Ayşenur')).toBeInTheDocument();
  expect(within(card()).getByRole('button', { name: 'Değişiklik Talebi Gönder' })).toBeInTheDocument();
});

it('keeps the fields editable and shows no request before verification', async () => {
  served = { ...served, verificationStatus: 'pending' };
  await openPage();
  await waitFor(() => expect(screen.getByLabelText('Doğum Tarihi')).toHaveValue('1990-04-23'));
  expect(screen.getByLabelText('Ad')).not.toHaveAttribute('readonly');
  expect(screen.queryByRole('region', { name: 'Kimlik Bilgisi Değişikliği' })).not.toBeInTheDocument();
  expect(fakeApi.callsTo('GET /api/users/identity-change')).toHaveLength(0);
});
