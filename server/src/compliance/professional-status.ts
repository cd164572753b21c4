// Professional client status (SPK communiqué III-37.1; docs/jurisdiction.md): a retail customer
// applies with the statements they meet (at least two of the three), one open application at a
// time; an operator approves it, which makes the customer professional, or rejects it with a
// reason. Every step writes its audit row in the same transaction. The category applies to what
// the customer opens next: positions already open keep the margin they opened with.
import { randomUUID } from 'node:crypto';
import {
  PROFESSIONAL_STATEMENTS,
  PROFESSIONAL_STATEMENTS_MIN,
  type OperatorProfessionalRequest,
  type ProfessionalRequest,
  type ProfessionalRequestStatus,
  type ProfessionalStatement,
} from '../../../contract/compliance';
import { recordAudit } from '../audit/audit-log';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { DomainError } from '../domain/domain-error';
import type { ComplianceRefusalCode } from './compliance-refusals';
import { clientCategoryOf } from './compliance-repository';
import * as repository from './professional-repository';

export const PROFESSIONAL_REQUESTS_PAGE_SIZE = 20;
const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION;
}

const refused = (code: ComplianceRefusalCode) => new DomainError<ComplianceRefusalCode>(code);

function isStatement(value: string): value is ProfessionalStatement {
  return (PROFESSIONAL_STATEMENTS as readonly string[]).includes(value);
}

/** Pure: the statements as sent, or the refusal (unknown, repeated, or fewer than two). */
export function parseStatements(
  raw: readonly string[],
): { ok: true; statements: ProfessionalStatement[] } | { ok: false; code: ComplianceRefusalCode } {
  if (!raw.every(isStatement) || new Set(raw).size !== raw.length)
    return { ok: false, code: 'PROFESSIONAL_STATEMENTS_INVALID' };
  if (raw.length < PROFESSIONAL_STATEMENTS_MIN) return { ok: false, code: 'PROFESSIONAL_STATEMENTS_TOO_FEW' };
  return { ok: true, statements: raw.filter(isStatement) };
}

export interface ProfessionalStatusDeps {
  db: Database;
  clock: Clock;
}

export function createProfessionalStatus({ db, clock }: ProfessionalStatusDeps) {
  const now = () => new Date(clock.nowMs());

  async function apply(userId: string, raw: readonly string[]): Promise<ProfessionalRequest> {
    const parsed = parseStatements(raw);
    if (!parsed.ok) throw refused(parsed.code);
    if ((await clientCategoryOf(db, userId)) === 'professional') throw refused('PROFESSIONAL_ALREADY');
    const id = randomUUID();
    const at = now();
    try {
      await db.transaction(async (tx) => {
        await repository.insertRequest(tx, { id, userId, statements: parsed.statements, at });
        await recordAudit(tx, {
          actorId: userId,
          actorRole: 'customer',
          action: 'professional.apply',
          subjectType: 'professional_request',
          subjectId: id,
          after: { status: 'pending', statements: parsed.statements },
          at,
        });
      });
    } catch (error) {
      // The one-pending index: an application already waits (or a second one raced this one).
      if (isUniqueViolation(error)) throw refused('PROFESSIONAL_PENDING');
      throw error;
    }
    const created = await repository.latestRequest(db, userId);
    if (!created) throw new Error(`professional request ${id} vanished after its commit`);
    return created;
  }

  async function operatorPage(status: ProfessionalRequestStatus | null, page: number) {
    const { items, total } = await repository.operatorRequests(
      db,
      status,
      page,
      PROFESSIONAL_REQUESTS_PAGE_SIZE,
    );
    return {
      data: items,
      currentPage: page,
      totalPages: Math.ceil(total / PROFESSIONAL_REQUESTS_PAGE_SIZE),
      total,
    };
  }

  async function decide(
    operatorId: string,
    requestId: string,
    decision: 'approved' | 'rejected',
    reason: string | null,
  ): Promise<OperatorProfessionalRequest> {
    const trimmed = reason?.trim() ?? null;
    if (decision === 'rejected' && !trimmed) throw refused('PROFESSIONAL_REASON_REQUIRED');
    const at = now();
    await db.transaction(async (tx) => {
      const locked = await repository.lockRequest(tx, requestId);
      if (!locked) throw refused('PROFESSIONAL_REQUEST_NOT_FOUND');
      if (locked.status !== 'pending') throw refused('PROFESSIONAL_REQUEST_DECIDED');
      const before = await clientCategoryOf(tx, locked.userId);
      await repository.decideRequest(tx, requestId, {
        status: decision,
        reason: trimmed,
        at,
        by: operatorId,
      });
      if (decision === 'approved') await repository.setClientCategory(tx, locked.userId, 'professional');
      await recordAudit(tx, {
        actorId: operatorId,
        actorRole: 'operator',
        action: decision === 'approved' ? 'professional.approve' : 'professional.reject',
        subjectType: 'professional_request',
        subjectId: requestId,
        before: { status: 'pending', clientCategory: before },
        after: {
          status: decision,
          userId: locked.userId,
          clientCategory: decision === 'approved' ? 'professional' : before,
          ...(trimmed ? { reason: trimmed } : {}),
        },
        at,
      });
    });
    const decided = await repository.operatorRequest(db, requestId);
    if (!decided) throw new Error(`professional request ${requestId} vanished after its decision`);
    return decided;
  }

  return {
    apply,
    latest: (userId: string) => repository.latestRequest(db, userId),
    operatorPage,
    decide,
    pendingCount: () => repository.pendingCount(db),
  };
}

export type ProfessionalStatus = ReturnType<typeof createProfessionalStatus>;
