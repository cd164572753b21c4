// The back office's calls (/api/operator/*, the operator API contract). Each list provides a tag
// and each decision invalidates the lists it changes, so a queue, a customer or the audit log
// shows the decision as soon as the server took it. The operator's tags are added here, not in
// the shared api, so nothing of the back office reaches a customer's bundle. Endpoint names share
// one api with every feature's, so the moderation lists are named apart from the traders feature's.
import type { ApiPage, ApiSuccess } from '../../../../contract/envelope';
import type { TransactionType } from '../../../../contract/wallet';
import { api } from '../../../api/api-slice';
import type {
  AuditRow,
  BroadcastRequest,
  CatalogueRobot,
  CustomerDetail,
  CustomerPosition,
  CustomerRow,
  LedgerRow,
  ModeratedComment,
  ModeratedTrader,
  OperatorDocument,
  OperatorPage,
  OperatorTransaction,
  QueueCounts,
} from '../../../../contract/operator';

const TAGS = [
  'OperatorQueues',
  'OperatorTransactions',
  'OperatorDocuments',
  'OperatorCustomers',
  'OperatorTraders',
  'OperatorComments',
  'OperatorRobots',
  'OperatorAudit',
] as const;

/** Tolerates an answer without paging fields (one page) or without rows (empty). */
export function pageOf<T>(answer: Partial<ApiPage<T>> & { total?: unknown }, requested: number) {
  const rows = Array.isArray(answer.data) ? answer.data : [];
  const currentPage = typeof answer.currentPage === 'number' ? answer.currentPage : requested;
  const totalPages = typeof answer.totalPages === 'number' ? answer.totalPages : currentPage;
  const total = typeof answer.total === 'number' ? answer.total : undefined;
  return { rows, currentPage, totalPages, total } satisfies OperatorPage<T>;
}

const pageAnswer =
  <T>() =>
  (answer: Partial<ApiPage<T>>, _meta: unknown, { page }: { page: number }): OperatorPage<T> =>
    pageOf(answer, page);

/** Query strings without the empty values. */
function query(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(name, String(value));
  return params.toString();
}

const path = (id: string) => encodeURIComponent(id);

/** Every decision is written to the audit log, and a customer's detail may show its effect. */
const DECIDED = ['OperatorAudit', 'OperatorCustomers'] as const;

export interface TransactionsArgs {
  type: TransactionType;
  page: number;
}
export interface CustomersArgs {
  search: string;
  page: number;
}
export interface LedgerArgs {
  customerId: string;
  accountId?: string;
  page: number;
}
export interface PositionsArgs extends LedgerArgs {
  status: 'open' | 'waiting' | 'closed';
}
export interface CustomerPageArgs {
  customerId: string;
  page: number;
}
export interface TradersArgs {
  search: string;
  page: number;
}
export interface CommentsArgs {
  traderId: string;
  page: number;
}
export interface Decision {
  id: string;
  reason?: string;
}

export const operatorApi = api.enhanceEndpoints({ addTagTypes: TAGS }).injectEndpoints({
  endpoints: (build) => ({
    getQueueCounts: build.query<QueueCounts, void>({
      query: () => '/operator/queues',
      transformResponse: (answer: ApiSuccess<QueueCounts>) =>
        answer.data ?? { deposits: 0, withdrawals: 0, documents: 0 },
      providesTags: ['OperatorQueues'],
    }),
    getPendingTransactions: build.query<OperatorPage<OperatorTransaction>, TransactionsArgs>({
      query: ({ type, page }) => `/operator/trans?${query({ status: 'pending', type, page })}`,
      transformResponse: pageAnswer<OperatorTransaction>(),
      providesTags: ['OperatorTransactions'],
    }),
    approveTransaction: build.mutation<ApiSuccess<unknown>, Decision>({
      query: ({ id }) => ({ url: `/operator/trans/${path(id)}/approve`, method: 'POST' }),
      invalidatesTags: ['OperatorTransactions', 'OperatorQueues', ...DECIDED],
    }),
    rejectTransaction: build.mutation<ApiSuccess<unknown>, Decision>({
      query: ({ id, reason }) => ({
        url: `/operator/trans/${path(id)}/reject`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: ['OperatorTransactions', 'OperatorQueues', ...DECIDED],
    }),
    getPendingDocuments: build.query<OperatorPage<OperatorDocument>, { page: number }>({
      query: ({ page }) => `/operator/verifications?${query({ status: 'pending', page })}`,
      transformResponse: pageAnswer<OperatorDocument>(),
      providesTags: ['OperatorDocuments'],
    }),
    approveDocument: build.mutation<ApiSuccess<unknown>, Decision>({
      query: ({ id }) => ({ url: `/operator/verifications/${path(id)}/approve`, method: 'POST' }),
      invalidatesTags: ['OperatorDocuments', 'OperatorQueues', ...DECIDED],
    }),
    rejectDocument: build.mutation<ApiSuccess<unknown>, Decision>({
      query: ({ id, reason }) => ({
        url: `/operator/verifications/${path(id)}/reject`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: ['OperatorDocuments', 'OperatorQueues', ...DECIDED],
    }),
    searchCustomers: build.query<OperatorPage<CustomerRow>, CustomersArgs>({
      query: ({ search, page }) => `/operator/customers?${query({ search: search.trim(), page })}`,
      transformResponse: pageAnswer<CustomerRow>(),
      providesTags: ['OperatorCustomers'],
    }),
    getCustomer: build.query<CustomerDetail | null, string>({
      query: (id) => `/operator/customers/${path(id)}`,
      transformResponse: (answer: ApiSuccess<CustomerDetail>) => answer.data ?? null,
      providesTags: ['OperatorCustomers'],
    }),
    getCustomerLedger: build.query<OperatorPage<LedgerRow>, LedgerArgs>({
      query: ({ customerId, accountId, page }) =>
        `/operator/customers/${path(customerId)}/ledger?${query({ accountId, page })}`,
      transformResponse: pageAnswer<LedgerRow>(),
      providesTags: ['OperatorCustomers'],
    }),
    getCustomerPositions: build.query<OperatorPage<CustomerPosition>, PositionsArgs>({
      query: ({ customerId, accountId, status, page }) =>
        `/operator/customers/${path(customerId)}/positions?${query({ accountId, status, page })}`,
      transformResponse: pageAnswer<CustomerPosition>(),
      providesTags: ['OperatorCustomers'],
    }),
    getCustomerTransactions: build.query<OperatorPage<OperatorTransaction>, CustomerPageArgs>({
      query: ({ customerId, page }) =>
        `/operator/customers/${path(customerId)}/transactions?${query({ page })}`,
      transformResponse: pageAnswer<OperatorTransaction>(),
      providesTags: ['OperatorCustomers'],
    }),
    getModeratedTraders: build.query<OperatorPage<ModeratedTrader>, TradersArgs>({
      query: ({ search, page }) => `/operator/traders?${query({ search: search.trim(), page })}`,
      transformResponse: pageAnswer<ModeratedTrader>(),
      providesTags: ['OperatorTraders'],
    }),
    hideTrader: build.mutation<ApiSuccess<unknown>, Decision>({
      query: ({ id, reason }) => ({
        url: `/operator/traders/${path(id)}/hide`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: ['OperatorTraders', 'OperatorAudit'],
    }),
    showTrader: build.mutation<ApiSuccess<unknown>, Decision>({
      query: ({ id }) => ({ url: `/operator/traders/${path(id)}/show`, method: 'POST' }),
      invalidatesTags: ['OperatorTraders', 'OperatorAudit'],
    }),
    getModeratedComments: build.query<OperatorPage<ModeratedComment>, CommentsArgs>({
      query: ({ traderId, page }) => `/operator/traders/${path(traderId)}/comments?${query({ page })}`,
      transformResponse: pageAnswer<ModeratedComment>(),
      providesTags: ['OperatorComments'],
    }),
    removeComment: build.mutation<ApiSuccess<unknown>, Decision>({
      query: ({ id, reason }) => ({
        url: `/operator/traders/comments/${path(id)}/remove`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: ['OperatorComments', 'OperatorAudit'],
    }),
    getCatalogue: build.query<CatalogueRobot[], void>({
      query: () => '/operator/robots',
      transformResponse: (answer: ApiSuccess<CatalogueRobot[]>) => answer.data ?? [],
      providesTags: ['OperatorRobots'],
    }),
    setRobotEnabled: build.mutation<ApiSuccess<unknown>, { robotId: string; enabled: boolean }>({
      query: ({ robotId, enabled }) => ({
        url: `/operator/robots/${path(robotId)}`,
        method: 'PUT',
        body: { enabled },
      }),
      invalidatesTags: ['OperatorRobots', 'OperatorAudit'],
    }),
    broadcast: build.mutation<ApiSuccess<{ recipients: number }>, BroadcastRequest>({
      query: (body) => ({ url: '/operator/notifications/broadcast', method: 'POST', body }),
      invalidatesTags: ['OperatorAudit'],
    }),
    getAudit: build.query<OperatorPage<AuditRow>, { page: number; action?: string }>({
      query: ({ page, action }) => `/operator/audit?${query({ page, action })}`,
      transformResponse: pageAnswer<AuditRow>(),
      providesTags: ['OperatorAudit'],
    }),
  }),
});

export const {
  useGetQueueCountsQuery,
  useGetPendingTransactionsQuery,
  useApproveTransactionMutation,
  useRejectTransactionMutation,
  useGetPendingDocumentsQuery,
  useApproveDocumentMutation,
  useRejectDocumentMutation,
  useSearchCustomersQuery,
  useGetCustomerQuery,
  useGetCustomerLedgerQuery,
  useGetCustomerPositionsQuery,
  useGetCustomerTransactionsQuery,
  useGetModeratedTradersQuery,
  useHideTraderMutation,
  useShowTraderMutation,
  useGetModeratedCommentsQuery,
  useRemoveCommentMutation,
  useGetCatalogueQuery,
  useSetRobotEnabledMutation,
  useBroadcastMutation,
  useGetAuditQuery,
} = operatorApi;
