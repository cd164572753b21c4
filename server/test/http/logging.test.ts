// Structured logs: a request id on each line and no token, password or operator search term, even
// in URLs.
import { Writable } from 'node:stream';
import { maskUrl } from '../../src/http/logging';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, registerAndLogin } from '../helpers/register-and-login';
import { registerOperator } from '../helpers/register-operator';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ logStream, config: { logLevel: 'info' } });
});
afterAll(() => t.close());

describe('request logs', () => {
  it('carry the request id and never the bearer token, the socket token or a reset token', async () => {
    const user = await registerAndLogin(t.app);
    const resetToken = 'R'.repeat(43);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(user.token),
    });
    await t.app.inject({ method: 'GET', url: `/websocket?auth=${user.token}` });
    await t.app.inject({
      method: 'POST',
      url: `/api/users/reset-password/${resetToken}`,
      payload: { password: 'Sifre12345' },
    });

    const records = lines.map((line) => JSON.parse(line) as { reqId?: string; req?: { url: string } });
    const requestId = response.headers['x-request-id'];
    expect(records.some((record) => record.reqId === requestId)).toBe(true);
    const urls = records.flatMap((record) => (record.req ? [record.req.url] : []));
    expect(urls).toEqual(
      expect.arrayContaining(['/websocket?auth=[redacted]', '/api/users/reset-password/[redacted]']),
    );
    const log = lines.join('\n');
    expect(log).not.toContain(user.token);
    expect(log).not.toContain(resetToken);
    expect(log).not.toContain(user.password);
    expect(log).not.toContain('Sifre12345');
  });
});

describe('operator search terms', () => {
  it('are not written to the log with the URL', async () => {
    const operator = await registerOperator(t.app, t.db);
    const term = 'ayse.kontrol%40example.com';
    await t.app.inject({
      method: 'GET',
      url: `/api/operator/customers?search=${term}&page=1`,
      headers: bearer(operator.token),
    });
    const log = lines.join('\n');
    expect(log).toContain('/api/operator/customers?search=[redacted]&page=1');
    expect(log).not.toContain('ayse.kontrol');
  });
});

describe('maskUrl', () => {
  it.each([
    ['/websocket?auth=abc', '/websocket?auth=[redacted]'],
    ['/x?page=2&token=abc&y=1', '/x?page=2&token=[redacted]&y=1'],
    ['/api/users/reset-password/abc?z=1', '/api/users/reset-password/[redacted]?z=1'],
    ['/api/orders?page=3', '/api/orders?page=3'],
    ['/api/operator/customers?search=ali&page=2', '/api/operator/customers?search=[redacted]&page=2'],
  ])('%s → %s', (url, masked) => {
    expect(maskUrl(url)).toBe(masked);
  });
});
