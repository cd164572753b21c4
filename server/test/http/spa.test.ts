// The built SPA: files from dist/, index.html for client routes, never for /api or /websocket.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
/** What the precompressed copies hold: the plain file's text (they need not match for the test). */
const BUNDLE = 'console.log(1)';

let t: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'kaldirac-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(distDir, 'js'));
  writeFileSync(path.join(distDir, 'js', 'main.0123abcd89.js'), 'console.log(1)');
  writeFileSync(path.join(distDir, 'js', 'main.0123abcd89.js.br'), zlib.brotliCompressSync(BUNDLE));
  writeFileSync(path.join(distDir, 'js', 'main.0123abcd89.js.gz'), zlib.gzipSync(BUNDLE));
  t = await buildTestApp({ distDir });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('static SPA', () => {
  it.each(['/', '/trade', '/transactions/closed', '/reset-password/abc?x=1'])(
    'answers %s with index.html and the security headers',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    },
  );

  it('serves bundles with a long cache life', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/js/main.0123abcd89.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it.each([
    ['br, gzip', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', 'gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ] as const)(
    'sends the precompressed bundle for Accept-Encoding %s, immutable and varying by encoding (issue 14, item 14)',
    async (accepted, encoding, decode) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/js/main.0123abcd89.js',
        headers: { 'accept-encoding': accepted },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(String(response.headers['content-type'])).toContain('javascript');
      expect(String(response.headers.vary)).toContain('Accept-Encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(response.rawPayload).toString()).toBe(BUNDLE);
    },
  );

  it('answers a missing file with 404, not the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/js/missing.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html>');
  });

  it.each(['/api/unknown', '/api', '/websocket'])('keeps %s out of the fallback', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: false, code: 'NOT_FOUND' });
  });

  it('does not answer POSTs to client routes with the page', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/trade', payload: {} });
    expect(response.statusCode).toBe(404);
  });
});
