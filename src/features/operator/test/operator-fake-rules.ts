// The server's rules the operator fake answers by, shared by its routes: paging at a small page
// size (so three rows make two pages), the reason check, a queued item's decision (unknown 404,
// decided 409, a refusal needs a reason) and the audit row every decision leaves.
import type { RecordedCall } from '../../../test/fake-api';
import { refusal } from '../../../test/money-fakes';
import type {
  AuditRow,
  CatalogueRobot,
  ModeratedComment,
  ModeratedTrader,
  OperatorDocument,
  OperatorTransaction,
} from '../../../../contract/operator';

/** Small, so three rows make two pages. */
export const FAKE_PAGE_SIZE = 2;

export const REFUSALS = {
  twice: 'Bu talep zaten sonuçlandırılmış.',
  reason: 'Lütfen bir neden yazınız.',
  notFound: 'Müşteri bulunamadı.',
} as const;

/** The lists the operator's decisions change; the fake's routes replace them as the server would. */
export interface OperatorLists {
  transactions: OperatorTransaction[];
  documents: OperatorDocument[];
  traders: ModeratedTrader[];
  comments: ModeratedComment[];
  robots: CatalogueRobot[];
  audit: AuditRow[];
}

const pageIn = (call: RecordedCall): number => Math.max(1, Number(call.query.get('page')) || 1);

export function paged<T>(rows: readonly T[], call: RecordedCall) {
  const page = pageIn(call);
  return {
    status: 200,
    body: {
      status: true,
      data: rows.slice((page - 1) * FAKE_PAGE_SIZE, page * FAKE_PAGE_SIZE),
      currentPage: page,
      totalPages: Math.ceil(rows.length / FAKE_PAGE_SIZE),
      total: rows.length,
    },
  };
}

/** The reason the way the server checks it: 1 to 500 characters once trimmed. */
export function reasonIn(call: RecordedCall): string | null {
  const reason = (call.body as { reason?: unknown } | undefined)?.reason;
  if (typeof reason !== 'string') return null;
  const trimmed = reason.trim();
  return trimmed.length >= 1 && trimmed.length <= 500 ? trimmed : null;
}

type Decision<T> = { refused: ReturnType<typeof refusal> } | { row: T; reason: string | null };

/** A queued item's decision as the server rules it, before the list changes. */
export function decide<T extends { id: string; status: string }>(
  rows: readonly T[],
  id: string,
  status: 'approved' | 'rejected',
  call: RecordedCall,
): Decision<T> {
  const row = rows.find((item) => item.id === id);
  if (!row) return { refused: refusal(404, 'Bulunamadı.') };
  if (row.status !== 'pending') return { refused: refusal(409, REFUSALS.twice) };
  const reason = status === 'rejected' ? reasonIn(call) : null;
  if (status === 'rejected' && !reason) return { refused: refusal(400, REFUSALS.reason) };
  return { row, reason };
}

/** Records an operator's action as the server's audit log does, newest first. */
export function recordAudit(
  audit: AuditRow[],
  action: string,
  subject: { type: string; id: string },
  before: unknown,
  after: unknown,
): void {
  audit.unshift({
    id: `a${audit.length + 1}`,
    actorId: 'op1',
    actorRole: 'operator',
    actorEmail: 'operator@example.com',
    action,
    subjectType: subject.type,
    subjectId: subject.id,
    before,
    after,
    createdAt: '2026-11-22T12:00:00.000Z',
  });
}
