// The HTTP plumbing every route relies on: the envelope on unknown paths, body limits, no stack
// traces, security headers and the OpenAPI document.
import type { FastifyPluginAsync } from 'fastify';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const boom: FastifyPluginAsync = async (app) => {
  app.get('/api/test/boom', async () => {
    throw new Error('secret internal detail at /srv/app.ts:12');
  });
  app.post('/api/test/echo', async (request) => ({ status: true, data: request.body }));
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ plugins: [boom] });
});
afterAll(() => t.close());

describe('error envelope', () => {
  it('answers unknown /api paths with a 404 envelope in Turkish', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: false,
      message: 'Aradığınız kaynak bulunamadı.',
      code: 'NOT_FOUND',
    });
  });

  it('answers unknown methods on /api with the 404 envelope too', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/users/profile' });
    expect(response.statusCode).toBe(404);
    expect(response.json().status).toBe(false);
  });

  it('hides the internals of an unexpected failure behind the generic message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: false,
      message: 'Bir Hata Oluştu, Daha Sonra Deneyiniz.',
      code: 'INTERNAL',
    });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('app.ts');
  });

  it('refuses a body over 1 MB with 413 and a Turkish message', async () => {
    const payload = JSON.stringify({ blob: 'x'.repeat(1024 * 1024 + 10) });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      status: false,
      message: 'İstek çok büyük. En fazla 1 MB gönderilebilir.',
    });
  });

  it('refuses a body that is not JSON with 400 and a Turkish message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: '{"broken":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: false, message: 'İstek gövdesi geçerli bir JSON değil.' });
  });
});

describe('security headers', () => {
  it('sends CSP, nosniff, frame and referrer policies', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nothing',
      headers: { host: 'localhost:8080' },
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("connect-src 'self' ws://localhost:8080 wss://localhost:8080");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('does not echo a forged Host header into the policy', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nothing',
      headers: { host: 'evil; script-src *' },
    });
    expect(String(response.headers['content-security-policy'])).not.toContain('evil');
  });
});

describe('OpenAPI document', () => {
  it('is served at /api/docs and lists the users routes with their schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/users/register',
        '/api/users/login',
        '/api/users/profile',
        '/api/users/upload',
      ]),
    );
    const register = document.paths['/api/users/register'].post;
    expect(register.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'password', 'terms']),
    );
    expect(document.components.securitySchemes.bearerAuth.scheme).toBe('bearer');
  });
});
