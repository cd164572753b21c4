// The operator fake's queue and customer routes: the queue counts, the pending transactions and
// documents (each decision shrinking its queue and leaving an audit row for transactions), the
// customer search and one customer's detail, ledger, positions and transactions.
import type { FakeApi, RecordedCall } from '../../../test/fake-api';
import { ok } from '../../../test/money-fakes';
import { decide, paged, recordAudit, type OperatorLists } from './operator-fake-rules';
import { CUSTOMERS, customerDetail, LEDGER } from './operator-records';

const pendingOf = (lists: OperatorLists, type: string | null) =>
  lists.transactions.filter((row) => row.status === 'pending' && (type === null || row.type === type));

function listRoutes(fake: FakeApi, lists: OperatorLists): void {
  fake
    .on('GET /api/operator/queues', () =>
      ok({
        deposits: pendingOf(lists, 'deposit').length,
        withdrawals: pendingOf(lists, 'withdrawal').length,
        documents: lists.documents.filter((row) => row.status === 'pending').length,
      }),
    )
    .on('GET /api/operator/trans', (call) => paged(pendingOf(lists, call.query.get('type')), call))
    .on('GET /api/operator/verifications', (call) =>
      paged(
        lists.documents.filter((row) => row.status === 'pending'),
        call,
      ),
    )
    .on('GET /api/operator/customers', (call) => {
      const search = (call.query.get('search') ?? '').toLowerCase();
      return paged(
        CUSTOMERS.filter((row) =>
          [row.name, row.surname, row.email, row.phone].some((field) =>
            field?.toLowerCase().includes(search),
          ),
        ),
        call,
      );
    })
    .on('GET /api/operator/customers/c1', ok(customerDetail()))
    .on('GET /api/operator/customers/c1/ledger', (call) => paged(LEDGER, call))
    .on('GET /api/operator/customers/c1/positions', (call) => paged([], call))
    .on('GET /api/operator/customers/c1/transactions', (call) => paged(lists.transactions, call));
}

function decisionRoutes(fake: FakeApi, lists: OperatorLists): void {
  const decideTransaction = (id: string, status: 'approved' | 'rejected') => (call: RecordedCall) => {
    const decision = decide(lists.transactions, id, status, call);
    if ('refused' in decision) return decision.refused;
    const decided = { ...decision.row, status, reason: decision.reason };
    lists.transactions = lists.transactions.map((item) => (item.id === id ? decided : item));
    const action = `transaction.${status === 'approved' ? 'approve' : 'reject'}`;
    recordAudit(lists.audit, action, { type: 'transaction', id }, { status: 'pending' }, { status });
    return ok(decided);
  };
  for (const { id } of lists.transactions) {
    fake.on(`POST /api/operator/trans/${id}/approve`, decideTransaction(id, 'approved'));
    fake.on(`POST /api/operator/trans/${id}/reject`, decideTransaction(id, 'rejected'));
  }

  const decideDocument = (id: string, status: 'approved' | 'rejected') => (call: RecordedCall) => {
    const decision = decide(lists.documents, id, status, call);
    if ('refused' in decision) return decision.refused;
    const { reason } = decision;
    lists.documents = lists.documents.map((item) => (item.id === id ? { ...item, status, reason } : item));
    return ok({ ...decision.row, status, reason });
  };
  for (const { id } of lists.documents) {
    fake.on(`POST /api/operator/verifications/${id}/approve`, decideDocument(id, 'approved'));
    fake.on(`POST /api/operator/verifications/${id}/reject`, decideDocument(id, 'rejected'));
    fake.on(`GET /api/operator/documents/${id}`, { status: 200, body: 'PNG' });
  }
}

/** Installs the queue and customer routes over the lists the fake shares with its other routes. */
export function queueRoutes(fake: FakeApi, lists: OperatorLists): void {
  listRoutes(fake, lists);
  decisionRoutes(fake, lists);
}
