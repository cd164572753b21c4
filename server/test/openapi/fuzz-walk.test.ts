// The fuzz walk of issue 22: every operation of the OpenAPI document, as a signed-in customer and
// as an operator, meets bad path parameters, wrong query types, over-long text, lone surrogates,
// huge page numbers and bodies of the wrong shape. No answer may be a 5xx, and every refusal must
// be the REST envelope ({status: false, message}), never a framework's own English body.
import { bearer, registerAndLogin, type TestUser } from '../helpers/register-and-login';
import { registerOperator } from '../helpers/register-operator';
import { fuzzCases, type FuzzCase } from './fuzz-cases';
import { HTTP_METHODS, useFullApp, type OpenApiDocument } from './full-app-kit';

const t = useFullApp();
const FUZZ_TIMEOUT_MS = 600_000;
/** The socket upgrade is not a REST route. */
const NOT_REST = new Set(['/websocket']);

interface Finding {
  role: string;
  fuzz: FuzzCase;
  statusCode: number;
  body: string;
}

function isEnvelope(statusCode: number, body: string): boolean {
  if (statusCode < 400) return true;
  try {
    const parsed = JSON.parse(body) as { status?: unknown; message?: unknown };
    return parsed.status === false && typeof parsed.message === 'string' && parsed.message !== '';
  } catch {
    return false;
  }
}

async function stillSignedIn(user: TestUser): Promise<boolean> {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/users/profile',
    headers: bearer(user.token),
  });
  return answer.statusCode === 200;
}

async function walk(role: string, signIn: () => Promise<TestUser>): Promise<Finding[]> {
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json() as OpenApiDocument;
  const findings: Finding[] = [];
  let user = await signIn();
  for (const [template, item] of Object.entries(document.paths)) {
    if (NOT_REST.has(template)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      for (const fuzz of fuzzCases(template, method, operation)) {
        const response = await t.app.inject({
          method: fuzz.method,
          url: fuzz.url,
          headers: {
            ...bearer(user.token),
            ...(fuzz.payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          payload: fuzz.payload,
        });
        if (response.statusCode >= 500 || !isEnvelope(response.statusCode, response.body))
          findings.push({ role, fuzz, statusCode: response.statusCode, body: response.body.slice(0, 160) });
      }
      // A case may have signed the user out (logout, a password change): sign in afresh.
      if (!(await stillSignedIn(user))) user = await signIn();
    }
  }
  return findings;
}

function summary(findings: Finding[]): string[] {
  return findings.map(
    ({ role, fuzz, statusCode, body }) =>
      `${role} ${fuzz.kind} ${fuzz.method} ${fuzz.url.slice(0, 100)} ${fuzz.payload?.slice(0, 40) ?? ''} → ${statusCode} ${body}`,
  );
}

it(
  'answers no 5xx and only envelopes to a customer',
  async () => {
    expect(summary(await walk('customer', () => registerAndLogin(t.app)))).toEqual([]);
  },
  FUZZ_TIMEOUT_MS,
);

it(
  'answers no 5xx and only envelopes to an operator',
  async () => {
    expect(summary(await walk('operator', () => registerOperator(t.app, t.db)))).toEqual([]);
  },
  FUZZ_TIMEOUT_MS,
);
