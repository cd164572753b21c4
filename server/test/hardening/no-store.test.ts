// Answers that carry a token or a customer's data are never stored by a browser or a proxy.
import { useWalletApp } from '../wallet/wallet-test-kit';
import { bearer, newRegisterPayload } from '../helpers/register-and-login';

const t = useWalletApp();

it('login, register, profile, accounts, orders and transactions answer Cache-Control: no-store', async () => {
  const payload = newRegisterPayload();
  const registered = await t.app.inject({ method: 'POST', url: '/api/users/register', payload });
  expect(registered.statusCode).toBe(201);
  expect(registered.headers['cache-control']).toBe('no-store');
  const loggedIn = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { identifier: payload.email, password: payload.password },
  });
  expect(loggedIn.statusCode).toBe(200);
  expect(loggedIn.headers['cache-control']).toBe('no-store');
  const refused = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { identifier: payload.email, password: 'Wrong1234' },
  });
  expect(refused.headers['cache-control']).toBe('no-store');
  const user = await t.customer();
  for (const url of [
    '/api/users/profile',
    '/api/users/accounts',
    '/api/orders?page=1',
    '/api/trans?page=1',
  ]) {
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(user.token) });
    expect({ url, cacheControl: response.headers['cache-control'] }).toEqual({
      url,
      cacheControl: 'no-store',
    });
  }
});
