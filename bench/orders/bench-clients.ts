// The order benchmark's customers: each registered through the API (from an address of its own, so
// the per-address sign-up limit does not refuse the fortieth) and signed in on its practice
// account, which starts with money to trade.
import type { FastifyInstance } from 'fastify';
import { newRegisterPayload } from '../../server/test/helpers/register-and-login';

/** Registers `count` customers; answers their bearer tokens. */
export async function registerClients(app: FastifyInstance, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const registered = await app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: newRegisterPayload(),
      remoteAddress: `10.1.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    });
    if (registered.statusCode !== 201)
      throw new Error(`register failed: ${registered.statusCode} ${registered.body}`);
    tokens.push((registered.json() as { data: { token: string } }).data.token);
  }
  return tokens;
}
