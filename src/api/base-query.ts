// The one fetch layer of the SPA: adds the bearer token (except on the public session calls),
// and turns any 401 into a signed-out session. Failures keep the server's Turkish message.
import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { tr } from '../i18n/tr';
import { selectSessionToken, sessionExpired, type TokenHolder } from './session';

/** Calls that never carry the token (SPEC.md section 7). */
const PUBLIC_PATHS = ['/users/login', '/users/register', '/users/forgot-password', '/users/reset-password'];

export const isPublicPath = (url: string): boolean => PUBLIC_PATHS.some((path) => url.startsWith(path));

const rawBaseQuery = fetchBaseQuery({
  // Absolute, so the same code runs in the browser and in jsdom tests (Request needs a full URL).
  baseUrl: typeof window === 'undefined' ? '/api' : `${window.location.origin}/api`,
  prepareHeaders: (headers, { getState, endpoint, arg }) => {
    const url = typeof arg === 'string' ? arg : (arg as FetchArgs).url;
    const token = selectSessionToken(getState() as TokenHolder);
    if (token && !isPublicPath(url)) headers.set('Authorization', `Bearer ${token}`);
    void endpoint;
    return headers;
  },
});

/** The error shape every endpoint sees: a status and a Turkish message to show. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSE_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  message: string;
  code?: string;
}

function messageOf(error: FetchBaseQueryError): string {
  const data = 'data' in error ? error.data : undefined;
  if (data && typeof data === 'object') {
    const body = data as { message?: unknown; error?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
    if (typeof body.error === 'string' && body.error) return body.error;
  }
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return tr.errors.system;
  return tr.errors.generic;
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (!result.error) return { data: result.data, meta: result.meta };
  const { error } = result;
  const url = typeof args === 'string' ? args : args.url;
  if (error.status === 401 && !isPublicPath(url)) api.dispatch(sessionExpired());
  const body =
    'data' in error && error.data && typeof error.data === 'object' ? (error.data as { code?: unknown }) : {};
  return {
    error: {
      status: error.status as ApiError['status'],
      message: messageOf(error),
      code: typeof body.code === 'string' ? body.code : undefined,
    },
    meta: result.meta,
  };
};
