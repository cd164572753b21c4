// The /api/users calls of the session (SPEC.md section 7). Login, register, forgot-password and
// reset-password go without the token; base-query.ts knows them by path.
import type { RegisterPayload, UserProfile } from '../../../../contract/entities';
import type { ApiSuccess } from '../../../../contract/envelope';
import { api } from '../../../api/api-slice';
import { profileLoaded } from '../session-slice';

export interface LoginPayload {
  identifier: string;
  password: string;
  /** Once two-factor sign-in is on: the app's six-digit code or a recovery code. */
  otp?: string;
}

export interface ResetPasswordPayload {
  token: string;
  password: string;
}

/** What a successful call that only reports back answers with. */
export type MessageAnswer = ApiSuccess<unknown>;

const tokenOf = (answer: ApiSuccess<{ token?: string }>): string | null => answer.data?.token ?? null;

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<string | null, LoginPayload>({
      query: (body) => ({ url: '/users/login', method: 'POST', body }),
      transformResponse: tokenOf,
    }),
    register: build.mutation<string | null, RegisterPayload>({
      query: (body) => ({ url: '/users/register', method: 'POST', body }),
      transformResponse: tokenOf,
    }),
    logout: build.mutation<MessageAnswer, void>({
      query: () => ({ url: '/users/logout', method: 'POST' }),
    }),
    forgotPassword: build.mutation<MessageAnswer, { email: string }>({
      query: (body) => ({ url: '/users/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageAnswer, ResetPasswordPayload>({
      query: ({ token, password }) => ({
        url: `/users/reset-password/${encodeURIComponent(token)}`,
        method: 'POST',
        body: { password },
      }),
    }),
    getProfile: build.query<UserProfile, void>({
      query: () => '/users/profile',
      transformResponse: (answer: ApiSuccess<UserProfile>) => answer.data as UserProfile,
      providesTags: ['Profile'],
      // The profile lives in its own persisted slice (SPEC.md stores it under userProfile).
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(profileLoaded(data));
        } catch {
          // The failure is the query's own result; a 401 has already signed the session out.
        }
      },
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useGetProfileQuery,
} = sessionApi;
