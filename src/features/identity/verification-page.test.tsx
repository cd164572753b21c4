// /verification: the overall status and the four documents from GET /api/users/verification, the
// upload of each kind (what is sent, the progress bar, the reload), and the refusals: a wrong type
// or an oversized file before any call, the server's message after one.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { VerificationDocument, VerificationState } from '../../../contract/identity';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { installFakeUploads } from '../../test/fake-upload';
import { renderApp, SCREEN_WAIT } from '../../test/render-app';
import { profileReply, signedInWithProfile } from '../layout/test/layout-fixtures';
import { setViewportWidth } from '../layout/test/viewport';

const doc = (
  kind: VerificationDocument['kind'],
  status: VerificationDocument['status'],
  reason: string | null = null,
) =>
  ({
    id: `d-${kind}`,
    kind,
    status,
    reason,
    createdAt: '2026-11-20T08:00:00Z',
    decidedAt: null,
  }) as VerificationDocument;

let fakeApi: FakeApi;
let restoreUploads: () => void;
let state: VerificationState;
beforeEach(() => {
  setViewportWidth(1280);
  state = { status: 'unverified', documents: [] };
  restoreUploads = installFakeUploads();
  fakeApi = installFakeApi()
    .on('GET /api/users/profile', profileReply)
    .on('GET /api/notifications', {
      body: { status: true, data: [], currentPage: 1, totalPages: 1, unread: 0 },
    })
    .on('GET /api/users/verification', () => ({ body: { status: true, data: state } }));
});
afterEach(() => {
  fakeApi.restore();
  restoreUploads();
});

const card = (name: string) => screen.getByRole('region', { name });
const fileInput = (name: string, index = 0) =>
  within(card(name)).getAllByLabelText(/Yükle|Kamerayla/)[index] as HTMLInputElement;
const choose = (input: HTMLInputElement, file: File) =>
  fireEvent.change(input, { target: { files: [file] } });
const png = (name = 'kimlik.png', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

it('shows the overall status, what it unlocks, and each document’s status with a rejection’s reason', async () => {
  state = {
    status: 'rejected',
    documents: [
      doc('identity-front', 'approved'),
      doc('identity-back', 'pending'),
      doc('selfie', 'rejected', 'Yüzünüz net değil.'),
    ],
  };
  renderApp({ route: '/Verification', preloadedState: signedInWithProfile() });
  expect(await screen.findByTestId('verification-status', undefined, SCREEN_WAIT)).toHaveTextContent(
    'Reddedildi',
  );
  expect(screen.getByText(/para çekme işlemleri açılır/)).toBeInTheDocument();
  expect(screen.getByTestId('status-identity-front')).toHaveTextContent('Onaylandı');
  expect(screen.getByTestId('status-identity-back')).toHaveTextContent('İnceleniyor');
  expect(screen.getByTestId('status-selfie')).toHaveTextContent('Reddedildi');
  expect(screen.getByTestId('status-address')).toHaveTextContent('Yüklenmedi');
  expect(within(card('Özçekim (Selfie)')).getByText('Red nedeni: Yüzünüz net değil.')).toBeInTheDocument();
  // Approved and in-review kinds cannot be sent again; rejected and missing ones can.
  expect(within(card('Kimlik Ön Yüzü')).queryByLabelText(/Yükle/)).not.toBeInTheDocument();
  expect(within(card('Kimlik Arka Yüzü')).queryByLabelText(/Yükle/)).not.toBeInTheDocument();
  expect(within(card('Özçekim (Selfie)')).getByLabelText('Yeniden Yükle')).toBeInTheDocument();
  expect(
    within(card('Adres Belgesi')).getByText('PNG, JPEG, WEBP veya PDF, en fazla 10 MB.'),
  ).toBeInTheDocument();
  const camera = within(card('Özçekim (Selfie)')).getByLabelText('Kamerayla Çek');
  expect(camera).toHaveAttribute('capture', 'user');
  expect(camera).toHaveAttribute('accept', 'image/*');
});

it('reads Doğrulandı when all four are approved', async () => {
  state = {
    status: 'verified',
    documents: (['identity-front', 'identity-back', 'selfie', 'address'] as const).map((kind) =>
      doc(kind, 'approved'),
    ),
  };
  renderApp({ route: '/verification', preloadedState: signedInWithProfile() });
  expect(await screen.findByTestId('verification-status', undefined, SCREEN_WAIT)).toHaveTextContent(
    'Doğrulandı',
  );
  expect(screen.queryByLabelText(/Yükle/)).not.toBeInTheDocument();
});

it('uploads a document by kind with a progress bar, then shows it in review', async () => {
  let release: () => void = () => undefined;
  fakeApi.on('POST /api/users/upload', async () => {
    await new Promise<void>((resolve) => (release = resolve));
    state = { status: 'pending', documents: [doc('identity-front', 'pending')] };
    return {
      status: 201,
      body: { status: true, message: 'Belge yüklendi.', data: { id: 'u1', documentId: 'd1' } },
    };
  });
  renderApp({ route: '/verification', preloadedState: signedInWithProfile() });
  await screen.findByTestId('verification-status', undefined, SCREEN_WAIT);
  choose(fileInput('Kimlik Ön Yüzü'), png());
  const bar = await screen.findByRole('progressbar', { name: 'Yükleniyor: Kimlik Ön Yüzü' });
  expect(bar).toHaveAttribute('value', '0.5');
  release();
  expect(await screen.findByText('Dosya yüklendi.')).toBeInTheDocument();
  const [call] = fakeApi.callsTo('POST /api/users/upload');
  expect(call.body).toEqual({
    kind: 'identity-front',
    file: { name: 'kimlik.png', type: 'image/png', size: 2048 },
  });
  expect(call.headers.get('Authorization')).toBe('Bearer test-token');
  await waitFor(() => expect(screen.getByTestId('status-identity-front')).toHaveTextContent('İnceleniyor'));
  expect(screen.getByTestId('verification-status')).toHaveTextContent('İncelemede');
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

it('refuses a wrong type or an oversized file before sending, and shows the server’s refusal', async () => {
  fakeApi.on('POST /api/users/upload', {
    status: 400,
    body: { status: false, code: 'UPLOAD_TYPE', message: 'Dosya türü desteklenmiyor.' },
  });
  renderApp({ route: '/verification', preloadedState: signedInWithProfile() });
  await screen.findByTestId('verification-status', undefined, SCREEN_WAIT);
  choose(fileInput('Adres Belgesi'), new File(['x'], 'fatura.docx', { type: 'application/msword' }));
  expect(within(card('Adres Belgesi')).getByRole('alert')).toHaveTextContent(
    'Bu dosya türü kabul edilmiyor.',
  );
  choose(fileInput('Adres Belgesi'), png('fatura.png', 10 * 1024 * 1024 + 1));
  expect(within(card('Adres Belgesi')).getByRole('alert')).toHaveTextContent('Dosya 10 MB sınırını aşıyor.');
  choose(fileInput('Özçekim (Selfie)'), new File(['%PDF-'], 'selfie.pdf', { type: 'application/pdf' }));
  expect(within(card('Özçekim (Selfie)')).getByRole('alert')).toHaveTextContent(
    'Bu dosya türü kabul edilmiyor.',
  );
  expect(fakeApi.callsTo('POST /api/users/upload')).toHaveLength(0);
  choose(fileInput('Adres Belgesi'), png('fatura.png'));
  await waitFor(() =>
    expect(within(card('Adres Belgesi')).getByRole('alert')).toHaveTextContent('Dosya türü desteklenmiyor.'),
  );
  expect(screen.getByTestId('status-address')).toHaveTextContent('Yüklenmedi');
});
