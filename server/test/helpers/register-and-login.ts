// Signs up a new person through the API and answers what a test needs to act as them.
import type { FastifyInstance } from 'fastify';
import type { RegisterPayload } from '../../../contract/entities';

export interface TestUser {
  token: string;
  userId: string;
  /** The session's active account (practice for a new customer; trading tests switch to real). */
  accountId: string;
  email: string;
  phone: string;
  password: string;
}

let sequence = 0;

export function newRegisterPayload(overrides: Partial<RegisterPayload> = {}): RegisterPayload {
  sequence += 1;
  const unique = `${process.pid % 1000}${sequence}`.padStart(7, '0').slice(-7);
  return {
    name: 'Ayşe',
    surname: 'Yılmaz',
    email: `user${unique}@example.com`,
    phone: `+90555${unique}`,
    password: 'Sifre1234',
    passwordConfirm: 'Sifre1234',
    terms: true,
    ...overrides,
  };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export async function registerAndLogin(
  app: FastifyInstance,
  overrides: Partial<RegisterPayload> = {},
): Promise<TestUser> {
  const payload = newRegisterPayload(overrides);
  const registered = await app.inject({ method: 'POST', url: '/api/users/register', payload });
  if (registered.statusCode !== 201)
    throw new Error(`register failed: ${registered.statusCode} ${registered.body}`);
  const token = (registered.json() as { data: { token: string } }).data.token;
  const profile = await app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
  if (profile.statusCode !== 200) throw new Error(`profile failed: ${profile.statusCode} ${profile.body}`);
  const { id: userId, accountId } = (profile.json() as { data: { id: string; accountId: string } }).data;
  return { token, userId, accountId, email: payload.email, phone: payload.phone, password: payload.password };
}
