// What used to leave the server as a 500, a dropped connection or Fastify's English body echoing
// the path: a page number past any real page, a lone UTF-16 surrogate in a text field (PostgreSQL's
// JSON refuses it in the audit row), bad percent-encoding and over-long path parameters, and a
// body over the limit announced with `Expect: 100-continue`. Each is answered in the envelope with
// a Turkish message now.
import { connect, type AddressInfo } from 'node:net';
import { serverTexts } from '../../../contract/server-texts';
import { PAGE_NUMBER_MAX } from '../../src/http/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, newRegisterPayload, registerAndLogin, type TestUser } from '../helpers/register-and-login';
import { registerOperator } from '../helpers/register-operator';

let t: TestApp;
let user: TestUser;
let operator: TestUser;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  user = await registerAndLogin(t.app);
  operator = await registerOperator(t.app, t.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

function expectTurkishEnvelope(response: { statusCode: number; body: string }, statusCode: number) {
  expect(response.statusCode).toBe(statusCode);
  const body = JSON.parse(response.body) as { status: boolean; message: string };
  expect(body.status).toBe(false);
  expect(body.message).not.toBe(serverTexts.common.generic);
  expect(body.message).toMatch(/[çğıöşü]|en fazla/i);
  return body;
}

describe('a page number past any real page', () => {
  it('GET /api/notifications?page=99999999999999999999 is a 400 naming the maximum', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/notifications?page=99999999999999999999',
      headers: bearer(user.token),
    });
    const body = expectTurkishEnvelope(response, 400);
    expect(body.message).toBe(serverTexts.validation.tooLarge('Sayfa', PAGE_NUMBER_MAX));
  });
});

describe('a lone UTF-16 surrogate in a text field', () => {
  const lone = '\ud800';

  it('is refused on register and on a profile change', async () => {
    const payload = newRegisterPayload();
    expectTurkishEnvelope(
      await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { ...payload, name: `Ay${lone}şe` },
      }),
      400,
    );
    expectTurkishEnvelope(
      await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: bearer(user.token),
        payload: { city: `İst${lone}` },
      }),
      400,
    );
  });

  it('is refused in operator free text before any row is read', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/operator/verifications/00000000-0000-4000-8000-000000000000/reject',
      headers: { ...bearer(operator.token), 'content-type': 'application/json' },
      payload: `{"reason":"Belge okunmuyor \\ud800"}`,
    });
    expect(response.headers['content-type']).toMatch(/json/);
    expectTurkishEnvelope(response, 400);
  });

  it('lets a well-formed pair (an emoji) through', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(user.token),
      payload: { city: 'İstanbul 🌉' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('path parameters the router cannot read', () => {
  it('bad percent-encoding: 400 in the envelope, the path not echoed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password/abc%E0%A4%Azzzzzzzzzzzzzzzz',
      payload: { password: 'Sifre1234' },
    });
    const body = expectTurkishEnvelope(response, 400);
    expect(response.body).not.toContain('zzzz');
    expect(body).toHaveProperty('code', 'BAD_URL');
  });

  it('a parameter past the router limit: 414 in the envelope, the path not echoed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/reset-password/${'q'.repeat(500)}`,
      payload: { password: 'Sifre1234' },
    });
    const body = expectTurkishEnvelope(response, 414);
    expect(response.body).not.toContain('qqqq');
    expect(body).toHaveProperty('code', 'URL_TOO_LONG');
  });
});

interface RawAnswer {
  head: string;
  body: string;
}

/**
 * Sends a large JSON body over a plain socket and reads the final answer only once the whole body
 * is written, as curl does: a server that closes the connection while the body still arrives
 * resets it, and the answer already sent is lost.
 */
function sendLargeBody(sizeBytes: number, expectContinue: boolean): Promise<RawAnswer> {
  const body = Buffer.alloc(sizeBytes, 'a');
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let bodyWritten = false;
    const interim = /^HTTP\/1\.1 100[^\r]*\r\n\r\n/;
    const answerIfComplete = () => {
      const split = received.indexOf('\r\n\r\n');
      if (split < 0) return;
      const head = received.slice(0, split);
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? -1);
      const rest = received.slice(split + 4);
      if (length >= 0 && Buffer.byteLength(rest) >= length) {
        socket.destroy();
        resolve({ head, body: rest.slice(0, length) });
      }
    };
    const sendBody = () => {
      socket.write(body, (error) => {
        if (error) return reject(error);
        bodyWritten = true;
        answerIfComplete();
      });
    };
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
      if (expectContinue && interim.test(received)) {
        received = received.replace(interim, '');
        sendBody();
      }
      if (bodyWritten) answerIfComplete();
    });
    socket.on('close', () => reject(new Error(`connection closed without an answer: ${received}`)));
    socket.write(
      'POST /api/users/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n${expectContinue ? 'Expect: 100-continue\r\n' : ''}\r\n`,
    );
    if (!expectContinue) sendBody();
  });
}

const MB = 1024 * 1024;

describe('a body over the limit', () => {
  // 3 MB is what the contract check sends; 24 MB is more than loopback buffers hold, so a server
  // that closes without reading the rest resets the connection every time, not only when busy.
  it.each([
    ['3 MB announced with Expect: 100-continue', 3 * MB, true],
    ['3 MB sent at once', 3 * MB, false],
    ['24 MB announced with Expect: 100-continue', 24 * MB, true],
    ['24 MB sent at once', 24 * MB, false],
  ])('%s: always a 413 in the envelope', async (_name, sizeBytes, expectContinue) => {
    for (let round = 0; round < 3; round += 1) {
      const answer = await sendLargeBody(sizeBytes, expectContinue);
      expect(answer.head).toMatch(/^HTTP\/1\.1 413/);
      expect(JSON.parse(answer.body)).toEqual({
        status: false,
        message: serverTexts.common.bodyTooLarge,
      });
    }
  });
});
