// The onboarding calls (API.md "Jurisdiction"): the documents, an acceptance, the test's questions
// and a take. An acceptance or a take changes the profile's compliance fields, so each
// invalidates the profile.
import type { ApiAnswer, ApiSuccess } from '../../../../contract/envelope';
import type {
  AppropriatenessPayload,
  AppropriatenessQuestion,
  AppropriatenessResult,
  ComplianceDocument,
  ConsentPayload,
  ProfessionalRequest,
} from '../../../../contract/compliance';
import { api } from '../../../api/api-slice';

export const complianceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getComplianceDocuments: build.query<ComplianceDocument[], void>({
      query: () => '/compliance/documents',
      // Fetched afresh at each opening: an operator may have published a new version meanwhile.
      keepUnusedDataFor: 0,
      transformResponse: (answer: ApiSuccess<ComplianceDocument[]>) => answer.data ?? [],
    }),
    acceptDocument: build.mutation<ApiAnswer<void>, ConsentPayload>({
      query: (body) => ({ url: '/compliance/consents', method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
    getAppropriatenessQuestions: build.query<AppropriatenessQuestion[], void>({
      query: () => '/compliance/appropriateness',
      transformResponse: (answer: ApiSuccess<{ questions: AppropriatenessQuestion[] }>) =>
        answer.data?.questions ?? [],
    }),
    takeAppropriateness: build.mutation<ApiSuccess<AppropriatenessResult>, AppropriatenessPayload>({
      query: (body) => ({ url: '/compliance/appropriateness', method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
    // Professional status (issue 21): the latest application, and a new one. A decision changes
    // the profile's clientCategory, so both read afresh on each visit.
    getProfessionalRequest: build.query<ProfessionalRequest | null, void>({
      query: () => '/users/professional-request',
      keepUnusedDataFor: 0,
      transformResponse: (answer: ApiSuccess<ProfessionalRequest | null>) => answer.data ?? null,
    }),
    applyProfessional: build.mutation<ApiSuccess<ProfessionalRequest>, { statements: string[] }>({
      query: (body) => ({ url: '/users/professional-request', method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const {
  useGetComplianceDocumentsQuery,
  useAcceptDocumentMutation,
  useGetAppropriatenessQuestionsQuery,
  useTakeAppropriatenessMutation,
  useGetProfessionalRequestQuery,
  useApplyProfessionalMutation,
} = complianceApi;
