// Personal information (API.md "Identity verification and personal information"): the profile
// update and the avatar, which only its owner may read (GET /api/users/avatar with the token).
// The avatar travels as a data URL so the cache holds a plain string, never a Blob. After
// verification the identity fields change through a request (GET/POST /api/users/identity-change).
import type { ApiSuccess } from '../../../../contract/envelope';
import type {
  IdentityChangeBody,
  IdentityChangeRequest,
  ProfileUpdateRequest,
} from '../../../../contract/identity';
import { api } from '../../../api/api-slice';

/** A data URL of the response's bytes; btoa works in the browser and in jsdom alike. */
async function dataUrlOf(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = '';
  const chunkBytes = 0x8000;
  for (let start = 0; start < bytes.length; start += chunkBytes)
    binary += String.fromCharCode(...bytes.subarray(start, start + chunkBytes));
  const type = response.headers.get('Content-Type') ?? 'image/png';
  return `data:${type};base64,${btoa(binary)}`;
}

export const identityApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<ApiSuccess<unknown>, ProfileUpdateRequest>({
      query: (body) => ({ url: '/users/profile', method: 'PUT', body }),
      invalidatesTags: ['Profile'],
    }),
    getAvatar: build.query<string, void>({
      query: () => ({
        url: '/users/avatar',
        responseHandler: (response) => (response.ok ? dataUrlOf(response) : response.json()),
      }),
      providesTags: ['Avatar'],
    }),
    getIdentityChange: build.query<IdentityChangeRequest | null, void>({
      query: () => '/users/identity-change',
      transformResponse: (answer: ApiSuccess<IdentityChangeRequest | null>) => answer.data ?? null,
      providesTags: ['IdentityChange'],
    }),
    requestIdentityChange: build.mutation<ApiSuccess<IdentityChangeRequest>, IdentityChangeBody>({
      query: (body) => ({ url: '/users/identity-change', method: 'POST', body }),
      invalidatesTags: ['IdentityChange'],
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useGetAvatarQuery,
  useGetIdentityChangeQuery,
  useRequestIdentityChangeMutation,
} = identityApi;
