// POST /api/users/upload: images and PDF recognised by content, 10 MB at most, stored under
// generated names outside any served folder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { UPLOAD_SIZE_MAX_BYTES } from '../../src/users/upload-store';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, registerAndLogin, type TestUser } from '../helpers/register-and-login';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x20, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32),
]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

function multipart(filename: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----kaldiracTestBoundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let t: TestApp;
let user: TestUser;
let uploadsDir: string;
beforeAll(async () => {
  t = await buildTestApp();
  user = await registerAndLogin(t.app);
  uploadsDir = path.join(t.config.dataDir, 'uploads');
});
afterAll(() => t.close());

function upload(filename: string, content: Buffer, contentType?: string, token = user.token) {
  const body = multipart(filename, content, contentType);
  return t.app.inject({
    method: 'POST',
    url: '/api/users/upload',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

function storedFiles(): string[] {
  return existsSync(uploadsDir) ? readdirSync(uploadsDir) : [];
}

async function uploadRows(): Promise<
  { stored_name: string; mime_type: string; user_id: string; size_bytes: number }[]
> {
  return t.db.query(
    'SELECT stored_name, mime_type, user_id, size_bytes FROM uploads ORDER BY created_at, stored_name',
  );
}

describe('POST /api/users/upload', () => {
  it.each([
    ['kimlik.png', 'png', 'image/png', PNG],
    ['foto.jpeg', 'jpg', 'image/jpeg', JPEG],
    ['selfie.webp', 'webp', 'image/webp', WEBP],
    ['belge.pdf', 'pdf', 'application/pdf', PDF],
  ])('keeps %s under a generated name ending .%s', async (filename, extension, mimeType, content) => {
    const response = await upload(filename, content);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      status: true,
      message: 'Dosya yüklendi.',
      data: { mimeType, sizeBytes: content.length },
    });
    const row = (
      await t.db.query<{ stored_name: string; user_id: string }>(
        'SELECT stored_name, user_id FROM uploads WHERE id = $1',
        [body.data.id],
      )
    )[0];
    expect(row?.user_id).toBe(user.userId);
    expect(row?.stored_name).toMatch(new RegExp(`^[0-9a-f-]{36}\\.${extension}$`));
    expect(row?.stored_name).not.toContain(filename);
    expect(readFileSync(path.join(uploadsDir, row?.stored_name ?? '')).equals(content)).toBe(true);
  });

  it('judges by content: a script named .png with an image type is refused', async () => {
    const rowsBefore = (await uploadRows()).length;
    const filesBefore = storedFiles().length;
    const response = await upload('innocent.png', Buffer.from('<script>alert(1)</script>'), 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      message: 'Yalnızca PNG, JPEG, WEBP resimleri ve PDF dosyaları yüklenebilir.',
      code: 'UPLOAD_TYPE',
    });
    expect((await uploadRows()).length).toBe(rowsBefore);
    expect(storedFiles().length).toBe(filesBefore);
  });

  it('accepts a 5 MB file (the 1 MB JSON limit does not apply) and refuses one over 10 MB with 413', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    expect((await upload('big.pdf', big)).statusCode).toBe(201);

    const rowsBefore = (await uploadRows()).length;
    const filesBefore = storedFiles().length;
    const tooBig = Buffer.concat([PDF, Buffer.alloc(UPLOAD_SIZE_MAX_BYTES, 0x20)]);
    const response = await upload('huge.pdf', tooBig);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      status: false,
      message: 'Dosya çok büyük. En fazla 10 MB yüklenebilir.',
      code: 'UPLOAD_TOO_LARGE',
    });
    expect((await uploadRows()).length).toBe(rowsBefore);
    expect(storedFiles().length).toBe(filesBefore);
  });

  it('refuses a request without a file in Turkish', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/upload',
      payload: { file: 'no' },
      headers: bearer(user.token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Lütfen bir dosya seçiniz.');
  });

  it('answers 401 without a token and stores nothing', async () => {
    const filesBefore = storedFiles().length;
    const body = multipart('a.png', PNG);
    const response = await t.app.inject({ method: 'POST', url: '/api/users/upload', ...body });
    expect(response.statusCode).toBe(401);
    expect(storedFiles().length).toBe(filesBefore);
  });

  it('never serves the uploads folder', async () => {
    const stored = (await uploadRows())[0]?.stored_name ?? 'missing';
    for (const url of [`/uploads/${stored}`, `/api/users/uploads/${stored}`, `/${stored}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    }
  });
});
