// The avatar: an image checked by its content, bounded in bytes and pixels, served to its owner only.
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, registerAndLogin } from '../helpers/register-and-login';
import { PDF, pngOf, storedFiles, upload } from './identity-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const getAvatar = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/avatar', headers: bearer(token) });

/** A JPEG whose SOF0 says width × height. */
function jpegOf(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 8, height >> 8, height & 255, width >> 8, width & 255, 3]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.alloc(20), Buffer.from([0xff, 0xd9])]);
}

/** A WEBP (VP8X chunk) whose canvas is width × height. */
function webpOf(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(40);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(32, 4);
  bytes.write('WEBPVP8X', 8, 'latin1');
  bytes.writeUInt32LE(10, 16);
  bytes.writeUIntLE(width - 1, 24, 3);
  bytes.writeUIntLE(height - 1, 27, 3);
  return bytes;
}

it('stores a PNG avatar and serves it to its owner only, never cached by others', async () => {
  const owner = await registerAndLogin(t.app);
  const stranger = await registerAndLogin(t.app);
  expect((await getAvatar(owner.token)).statusCode).toBe(404);
  const bytes = pngOf(256, 256);
  const response = await upload(t.app, owner.token, 'avatar', bytes, 'me.png');
  expect(response.statusCode).toBe(201);
  expect(response.json().data).toMatchObject({ kind: 'avatar', mimeType: 'image/png', documentId: null });
  const served = await getAvatar(owner.token);
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
  expect(served.headers['cache-control']).toBe('private, no-store');
  expect(served.rawPayload.equals(bytes)).toBe(true);
  const other = await getAvatar(stranger.token);
  expect(other.statusCode).toBe(404);
  expect(other.json().message).toBe('Henüz bir profil resmi yüklemediniz.');
  expect((await t.app.inject({ method: 'GET', url: '/api/users/avatar' })).statusCode).toBe(401);
  const profile = await t.app.inject({
    method: 'GET',
    url: '/api/users/profile',
    headers: bearer(owner.token),
  });
  expect(profile.json().data.hasAvatar).toBe(true);
});

it('takes JPEG and WEBP avatars and replaces the previous one', async () => {
  const owner = await registerAndLogin(t.app);
  expect((await upload(t.app, owner.token, 'avatar', jpegOf(800, 600), 'a.jpg')).statusCode).toBe(201);
  expect((await getAvatar(owner.token)).headers['content-type']).toBe('image/jpeg');
  expect((await upload(t.app, owner.token, 'avatar', webpOf(512, 512), 'a.webp')).statusCode).toBe(201);
  expect((await getAvatar(owner.token)).headers['content-type']).toBe('image/webp');
});

it.each([
  ['a PDF', PDF, 400, 'UPLOAD_TYPE'],
  ['a PNG over 4096 pixels wide', pngOf(5000, 100), 413, 'UPLOAD_TOO_LARGE'],
  ['a JPEG over 4096 pixels high', jpegOf(100, 4097), 413, 'UPLOAD_TOO_LARGE'],
  ['a PNG over 2 MB', pngOf(100, 100, 2 * 1024 * 1024), 413, 'UPLOAD_TOO_LARGE'],
  [
    'a JPEG without a frame header',
    Buffer.from([0xff, 0xd8, 0xff, 0xd9, 0, 0, 0, 0, 0, 0, 0, 0]),
    400,
    'UPLOAD_TYPE',
  ],
])('refuses %s and leaves no file behind', async (_label, bytes, status, code) => {
  const owner = await registerAndLogin(t.app);
  const before = storedFiles(t.config.dataDir).length;
  const response = await upload(t.app, owner.token, 'avatar', bytes);
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ status: false, code });
  expect(storedFiles(t.config.dataDir).length).toBe(before);
  expect((await getAvatar(owner.token)).statusCode).toBe(404);
});
