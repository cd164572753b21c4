// What browser tests use to set things up through the REST API around the browser: one call
// helper, a new customer nobody has used yet, and the page's own session token.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { RegisterPayload } from '../../contract/entities';

export interface ApiAnswer<T> {
  status: boolean;
  message?: string;
  data?: T;
}

/** One REST call; an empty body reads as a failure envelope. */
export async function callApi<T>(
  baseUrl: string,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<{ httpStatus: number; answer: ApiAnswer<T> }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const answer = (text ? JSON.parse(text) : { status: false }) as ApiAnswer<T>;
  return { httpStatus: response.status, answer };
}

/** The answer alone, for set-up steps that read only the envelope. */
export async function sendApi<T>(
  baseUrl: string,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<ApiAnswer<T>> {
  return (await callApi<T>(baseUrl, method, url, body, token)).answer;
}

export interface NewCustomerOptions {
  /** Starts the e-mail, so a failed run's customers say which test made them. */
  emailPrefix: string;
  name: string;
  surname: string;
  password: string;
}

/** A customer nobody has used yet (unique e-mail and phone), so a run starts from a first sign-in. */
export function newCustomerPayload(options: NewCustomerOptions): RegisterPayload {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    name: options.name,
    surname: options.surname,
    email: `${options.emailPrefix}-${unique}@example.com`,
    phone: `905${unique.slice(-9)}`,
    password: options.password,
    passwordConfirm: options.password,
    terms: true,
  };
}

/** The browser's own session token, so the server's view is read on the account the page uses. */
export async function pageToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('userToken'));
  assert.ok(stored, 'no userToken stored');
  const token: unknown = JSON.parse((JSON.parse(stored) as { token: string }).token);
  assert.equal(typeof token, 'string');
  return token as string;
}
