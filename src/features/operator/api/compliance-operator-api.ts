// The back office's calls of issue 21: the professional client applications (GET
// /operator/professional-requests, approve, reject) and publishing a new version of an onboarding
// document (POST /operator/compliance/documents, read back through GET /compliance/documents).
// Kept apart from operator-api.ts; their tags are added here, like that file's.
import type {
  ComplianceDocument,
  ComplianceDocumentName,
  OperatorProfessionalRequest,
  ProfessionalRequestStatus,
} from '../../../../contract/compliance';
import type { ApiPage, ApiSuccess } from '../../../../contract/envelope';
import { api } from '../../../api/api-slice';
import type { OperatorPage } from '../../../../contract/operator';
import { pageOf } from './operator-api';

const TAGS = ['OperatorProfessional', 'OperatorPublished', 'OperatorAudit', 'OperatorCustomers'] as const;
const DECIDED = ['OperatorProfessional', 'OperatorAudit', 'OperatorCustomers'] as const;

export interface ProfessionalRequestsArgs {
  status: ProfessionalRequestStatus;
  page: number;
}

export interface PublishRequest {
  document: ComplianceDocumentName;
  title: string;
  text: string;
}

const path = (id: string) => encodeURIComponent(id);

export const complianceOperatorApi = api.enhanceEndpoints({ addTagTypes: TAGS }).injectEndpoints({
  endpoints: (build) => ({
    getProfessionalRequests: build.query<OperatorPage<OperatorProfessionalRequest>, ProfessionalRequestsArgs>(
      {
        query: ({ status, page }) => `/operator/professional-requests?status=${status}&page=${page}`,
        transformResponse: (
          answer: Partial<ApiPage<OperatorProfessionalRequest>>,
          _meta: unknown,
          { page }: ProfessionalRequestsArgs,
        ) => pageOf(answer, page),
        providesTags: ['OperatorProfessional'],
      },
    ),
    approveProfessional: build.mutation<ApiSuccess<OperatorProfessionalRequest>, { id: string }>({
      query: ({ id }) => ({ url: `/operator/professional-requests/${path(id)}/approve`, method: 'POST' }),
      invalidatesTags: [...DECIDED],
    }),
    rejectProfessional: build.mutation<
      ApiSuccess<OperatorProfessionalRequest>,
      { id: string; reason: string }
    >({
      query: ({ id, reason }) => ({
        url: `/operator/professional-requests/${path(id)}/reject`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: [...DECIDED],
    }),
    getPublishedDocuments: build.query<ComplianceDocument[], void>({
      query: () => '/compliance/documents',
      transformResponse: (answer: ApiSuccess<ComplianceDocument[]>) => answer.data ?? [],
      providesTags: ['OperatorPublished'],
    }),
    publishDocument: build.mutation<
      ApiSuccess<{ document: ComplianceDocumentName; version: number }>,
      PublishRequest
    >({
      query: (body) => ({ url: '/operator/compliance/documents', method: 'POST', body }),
      invalidatesTags: ['OperatorPublished', 'OperatorAudit'],
    }),
  }),
});

export const {
  useGetProfessionalRequestsQuery,
  useApproveProfessionalMutation,
  useRejectProfessionalMutation,
  useGetPublishedDocumentsQuery,
  usePublishDocumentMutation,
} = complianceOperatorApi;
