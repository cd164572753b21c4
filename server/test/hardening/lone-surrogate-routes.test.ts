// Every documented route that takes a JSON body refuses a lone UTF-16 surrogate in it with 400
// before anything reads the body: PostgreSQL's JSON cannot hold one, so operator free text (reject
// and hide reasons, broadcast title and text) used to fail its audit row with a 500. The walk
// covers every part of the server; no route may answer 5xx.
import { serverTexts } from '../../../contract/server-texts';
import { createManualClock } from '../../src/clock';
import { backOfficePart } from '../../src/back-office/back-office-part';
import { copyTradingPart } from '../../src/copy-trading/copy-trading-part';
import { financePart } from '../../src/finance/finance-part';
import { robotsPart } from '../../src/robots/robots-part';
import { walletPart } from '../../src/wallet/wallet-part';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, registerAndLogin } from '../helpers/register-and-login';
import { registerOperator } from '../helpers/register-operator';
import { MONDAY_NOON_MS } from '../trading/trading-test-kit';
import { quotedTradingParts } from '../helpers/test-customer-steps';

const METHODS = ['post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];
interface Operation {
  requestBody?: { content?: Record<string, unknown> };
}
interface OpenApiDocument {
  paths: Record<string, Partial<Record<Method, Operation>> | undefined>;
}

let t: TestApp;
beforeAll(async () => {
  const clock = createManualClock(MONDAY_NOON_MS);
  t = await buildTestApp({
    clock,
    parts: [
      ...quotedTradingParts(clock),
      walletPart(),
      robotsPart(),
      copyTradingPart(),
      financePart,
      backOfficePart,
    ],
  });
});
afterAll(() => t.close());

it('every documented JSON body route refuses a lone surrogate with 400, none answers 5xx', async () => {
  const customer = await registerAndLogin(t.app);
  const operator = await registerOperator(t.app, t.db);
  const document = t.app.swagger() as unknown as OpenApiDocument;
  const expected = serverTexts.validation.invalid('zzText');
  const checked: string[] = [];
  const wrong: string[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation?.requestBody?.content?.['application/json']) continue;
      const url = template.replace(/\{[^}]+\}/g, '1');
      const token = url.startsWith('/api/operator') ? operator.token : customer.token;
      const response = await t.app.inject({
        method: method.toUpperCase() as 'POST',
        url,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: '{"zzText":"Belge okunmuyor \\ud800"}',
      });
      checked.push(`${method} ${template}`);
      const body = response.json() as { message?: string };
      if (response.statusCode !== 400 || body.message !== expected)
        wrong.push(`${method.toUpperCase()} ${template} → ${response.statusCode} ${body.message ?? ''}`);
    }
  }
  expect(checked.length).toBeGreaterThan(20);
  expect(checked).toEqual(
    expect.arrayContaining([
      'post /api/operator/notifications/broadcast',
      'post /api/operator/verifications/{documentId}/reject',
    ]),
  );
  expect(wrong).toEqual([]);
});
