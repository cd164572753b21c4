// Every route in the OpenAPI document refuses a query parameter it does not name, with 400 and
// the Turkish "unknown field" text, whatever its method, params or body.
import { bearer } from '../helpers/register-and-login';
import { useWalletApp } from '../wallet/wallet-test-kit';

const t = useWalletApp();
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
type Method = (typeof METHODS)[number];
interface OpenApiDocument {
  paths: Record<string, Partial<Record<Method, unknown>> | undefined>;
}

it('every documented route refuses an unknown query parameter', async () => {
  const customer = await t.customer();
  const operator = await t.operator();
  const document = t.app.swagger() as unknown as OpenApiDocument;
  const checked: string[] = [];
  const accepted: string[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      if (!item?.[method]) continue;
      const url = template.replace(/\{[^}]+\}/g, '1');
      const token = url.startsWith('/api/operator') ? operator.token : customer.token;
      const response = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url: `${url}?zzUnknown=1`,
        headers: bearer(token),
      });
      checked.push(`${method} ${template}`);
      const body = response.json() as { message?: string };
      if (response.statusCode !== 400 || body.message !== 'Bilinmeyen alan: zzUnknown.') {
        accepted.push(`${method.toUpperCase()} ${template} → ${response.statusCode}`);
      }
    }
  }
  expect(checked.length).toBeGreaterThan(30);
  expect(accepted).toEqual([]);
});

it('a route that names its query parameters still takes them', async () => {
  const customer = await t.customer();
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/orders?page=1',
    headers: bearer(customer.token),
  });
  expect(response.statusCode).toBe(200);
  const detail = await t.app.inject({
    method: 'GET',
    url: '/api/orders/detail/2?foo=1',
    headers: bearer(customer.token),
  });
  expect(detail.statusCode).toBe(400);
});
