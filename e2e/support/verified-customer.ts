// A customer the broker has verified, set up through the REST API: registered, the four documents
// uploaded and approved by the operator, and an identity change request the operator rejected, so
// /information shows the frozen fields, the request's status with its reason and a new request's
// form. The customer has not done the real account's onboarding.
import assert from 'node:assert/strict';
import { OPERATOR_EMAIL, OPERATOR_PASSWORD } from '../../server/src/demo/demo-seed';
import { newCustomerPayload, sendApi } from './api';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** A 1 × 1 PNG, for the selfie (images only). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const REJECTED_CHANGE_REASON = 'Belge okunaklı değil.';

async function tokenOf(baseUrl: string, identifier: string, password: string): Promise<string> {
  const answer = await sendApi<{ token: string }>(baseUrl, 'POST', '/users/login', { identifier, password });
  assert.ok(answer.data?.token, `login failed: ${answer.message}`);
  return answer.data.token;
}

/** POST /api/users/upload, the kind before the file as the server asks; answers the upload's id. */
async function upload(baseUrl: string, token: string, kind: string): Promise<string> {
  const form = new FormData();
  form.append('kind', kind);
  const image = kind === 'selfie';
  form.append(
    'file',
    new Blob([image ? PNG : PDF], { type: image ? 'image/png' : 'application/pdf' }),
    image ? 'selfie.png' : `${kind}.pdf`,
  );
  const response = await fetch(`${baseUrl}/api/users/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const answer = (await response.json()) as { data?: { id: string }; message?: string };
  assert.ok(answer.data?.id, `upload ${kind} failed: ${answer.message}`);
  return answer.data.id;
}

export async function verifiedCustomer(baseUrl: string): Promise<{ identifier: string; password: string }> {
  const customer = newCustomerPayload({
    emailPrefix: 'dogrulanmis',
    name: 'Elif',
    surname: 'Kaya',
    password: 'Kimlik1234!',
  });
  const registered = await sendApi(baseUrl, 'POST', '/users/register', customer);
  assert.ok(registered.status, `register failed: ${registered.message}`);
  const token = await tokenOf(baseUrl, customer.email, customer.password);
  const operator = await tokenOf(baseUrl, OPERATOR_EMAIL, OPERATOR_PASSWORD);
  for (const kind of ['identity-front', 'identity-back', 'selfie', 'address'])
    await upload(baseUrl, token, kind);
  const state = await sendApi<{ documents: { id: string }[] }>(
    baseUrl,
    'GET',
    '/users/verification',
    undefined,
    token,
  );
  for (const document of state.data?.documents ?? []) {
    const answer = await sendApi(
      baseUrl,
      'POST',
      `/operator/verifications/${document.id}/approve`,
      undefined,
      operator,
    );
    assert.ok(answer.status, `approving ${document.id} failed: ${answer.message}`);
  }
  const uploadId = await upload(baseUrl, token, 'identity-change');
  const asked = await sendApi<{ id: string }>(
    baseUrl,
    'POST',
    '/users/identity-change',
    { name: 'Elifnur', uploadIds: [uploadId] },
    token,
  );
  assert.ok(asked.data?.id, `identity change failed: ${asked.message}`);
  const rejected = await sendApi(
    baseUrl,
    'POST',
    `/operator/identity-changes/${asked.data.id}/reject`,
    { reason: REJECTED_CHANGE_REASON },
    operator,
  );
  assert.ok(rejected.status, `rejecting the change failed: ${rejected.message}`);
  return { identifier: customer.email, password: customer.password };
}
