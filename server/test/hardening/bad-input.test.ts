// Input that used to reach the database or a parser unchecked and answered 500: non-finite page
// numbers, the NUL character in any text, broken multipart bodies, and body fields of the wrong
// JSON type that ajv used to coerce. Each is a 400 with a Turkish message now, and a refused upload
// leaves neither a file nor a row.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { serverTexts } from '../../../contract/server-texts';
import { bearer, newRegisterPayload, type TestUser } from '../helpers/register-and-login';
import { marketOrder, orderOf, useTradingApp } from '../trading/trading-test-kit';

const t = useTradingApp();
let user: TestUser;
beforeAll(async () => {
  user = await t.customer();
});

function expectTurkish400(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { status: boolean; message: string };
  expect(body.status).toBe(false);
  expect(body.message).not.toBe(serverTexts.common.generic);
  expect(body.message).toMatch(/[a-zçğıöşü]/i);
}

describe('page numbers that are not finite', () => {
  it.each(['/api/orders', '/api/orders/open', '/api/orders/transaction'])('%s', async (url) => {
    for (const page of ['Infinity', '-Infinity', '1e309', 'NaN']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${url}?page=${page}`,
        headers: bearer(user.token),
      });
      expectTurkish400(response);
    }
    const fine = await t.app.inject({ method: 'GET', url: `${url}?page=2`, headers: bearer(user.token) });
    expect(fine.statusCode).toBe(200);
  });
});

describe('the NUL character in a text field', () => {
  it('is refused on register, whichever field carries it', async () => {
    for (const field of ['name', 'surname', 'email', 'phone', 'password', 'passwordConfirm'] as const) {
      const payload = newRegisterPayload();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { ...payload, [field]: `${payload[field]}\u0000x` },
      });
      expectTurkish400(response);
    }
  });

  it('is refused on login and on a profile change', async () => {
    expectTurkish400(
      await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { identifier: `a\u0000${user.email}`, password: 'Sifre1234' },
      }),
    );
    expectTurkish400(
      await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { identifier: user.email, password: 'Sifre\u00001234' },
      }),
    );
    for (const field of ['name', 'surname', 'phone']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: bearer(user.token),
        payload: { [field]: 'Ay\u0000şe' },
      });
      expectTurkish400(response);
    }
  });

  it('is refused in a query string', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/orders?page=1%00',
      headers: bearer(user.token),
    });
    expectTurkish400(response);
  });
});

describe('uploads that cannot be read', () => {
  const boundary = '----hardeningBoundary';
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64, 1),
  ]);
  const head = (filename: string) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
  const uploadsDir = () => path.join(t.config.dataDir, 'uploads');
  const storedFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);

  async function send(contentType: string, payload: Buffer | string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/users/upload',
      headers: { ...bearer(user.token), 'content-type': contentType },
      payload,
    });
  }

  it.each([
    ['no closing boundary', `multipart/form-data; boundary=${boundary}`, Buffer.concat([head('a.png'), png])],
    ['garbage', `multipart/form-data; boundary=${boundary}`, 'garbage, not a form at all'],
    ['no boundary parameter', 'multipart/form-data', Buffer.concat([head('a.png'), png])],
    [
      'a NUL in the file name',
      `multipart/form-data; boundary=${boundary}`,
      Buffer.concat([head('kimlik\u0000.png'), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    ],
  ])('%s: 400, no file and no row', async (_name, contentType, payload) => {
    const rowsBefore = await t.db.query<{ count: number }>('SELECT COUNT(*)::int AS count FROM uploads');
    const response = await send(contentType, payload);
    expectTurkish400(response);
    expect(storedFiles()).toEqual([]);
    const rowsAfter = await t.db.query<{ count: number }>('SELECT COUNT(*)::int AS count FROM uploads');
    expect(rowsAfter[0]?.count).toBe(rowsBefore[0]?.count);
  });

  it('still keeps a good file', async () => {
    const response = await send(
      `multipart/form-data; boundary=${boundary}`,
      Buffer.concat([head('kimlik.png'), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    );
    expect(response.statusCode).toBe(201);
    expect(storedFiles()).toHaveLength(1);
  });
});

describe('body fields of the wrong JSON type are refused, not coerced', () => {
  const place = (payload: object) => t.send(user, 'POST', '/api/orders', payload);

  it.each([
    ['amount as a string', { amount: '0.01' }],
    ['amount as an array', { amount: [0.01] }],
    ['takeProfit as an empty string', { takeProfit: '' }],
    ['takeProfit as true', { takeProfit: true }],
    ['stopLoss as an empty string', { stopLoss: '' }],
    ['symbol as a number', { symbol: 1 }],
  ])('POST /api/orders with %s', async (_name, extra) => {
    const answer = await place({ ...marketOrder('EURUSD', 'Buy', 0.01), ...extra });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.code).toBe('VALIDATION');
  });

  it('an empty stopLoss does not clear the stop; null does', async () => {
    t.tick('EURUSD', 1.085);
    const placed = orderOf(await place(marketOrder('EURUSD', 'Buy', 0.01, { stopLoss: 1.0 })));
    const blank = await t.send(user, 'PUT', `/api/orders/update/${placed.id}`, { stopLoss: '' });
    expect(blank.statusCode).toBe(400);
    const kept = orderOf(await t.send(user, 'GET', `/api/orders/detail/${placed.id}`));
    expect(kept.stopLoss).toBe(1.0);
    const cleared = await t.send(user, 'PUT', `/api/orders/update/${placed.id}`, { stopLoss: null });
    expect(cleared.statusCode).toBe(200);
    expect(orderOf(cleared).stopLoss).toBeNull();
  });

  it('a name of false is not a name', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(user.token),
      payload: { name: false },
    });
    expectTurkish400(response);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { ...newRegisterPayload(), terms: 'true' },
    });
    expectTurkish400(registered);
  });
});
