// The account's security settings (contract/identity.ts "Settings"): password change, the live
// sessions with sign-out of the others, and two-factor sign-in (setup, enable, disable). Turning
// two-factor on or off reloads the profile, which says whether it is on.
import type { ApiSuccess } from '../../../../contract/envelope';
import type {
  ActiveSession,
  PasswordChangeRequest,
  RevokeOthersResult,
  TwoFactorDisableRequest,
  TwoFactorEnableRequest,
  TwoFactorEnableResult,
  TwoFactorSetup,
} from '../../../../contract/identity';
import { api } from '../../../api/api-slice';

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<ApiSuccess<unknown>, PasswordChangeRequest>({
      query: (body) => ({ url: '/users/password', method: 'PUT', body }),
      invalidatesTags: ['Sessions'],
    }),
    getSessions: build.query<ActiveSession[], void>({
      query: () => '/users/sessions',
      transformResponse: (answer: ApiSuccess<ActiveSession[]>) => answer.data ?? [],
      providesTags: ['Sessions'],
    }),
    revokeOtherSessions: build.mutation<ApiSuccess<RevokeOthersResult>, void>({
      query: () => ({ url: '/users/sessions/revoke-others', method: 'POST' }),
      invalidatesTags: ['Sessions'],
    }),
    setupTwoFactor: build.mutation<ApiSuccess<TwoFactorSetup>, void>({
      query: () => ({ url: '/users/2fa/setup', method: 'POST' }),
    }),
    enableTwoFactor: build.mutation<ApiSuccess<TwoFactorEnableResult>, TwoFactorEnableRequest>({
      query: (body) => ({ url: '/users/2fa/enable', method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
    disableTwoFactor: build.mutation<ApiSuccess<unknown>, TwoFactorDisableRequest>({
      query: (body) => ({ url: '/users/2fa/disable', method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const {
  useChangePasswordMutation,
  useGetSessionsQuery,
  useRevokeOtherSessionsMutation,
  useSetupTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
} = settingsApi;
