// Onboarding to the real account (API.md "Jurisdiction"): the current version of each document,
// consents, appropriateness takes, what a customer still lacks before a real trade, and the
// profile's compliance fields. Every acceptance and every take writes its audit row in the same
// transaction. Refusals are named codes (compliance-refusals.ts); the gate's own 403 names what
// is missing.
import {
  COMPLIANCE_DOCUMENTS,
  TRADING_DOCUMENTS,
  type AppropriatenessAnswer,
  type ComplianceDocument,
  type ComplianceDocumentName,
  type ComplianceProfile,
} from '../../../contract/compliance';
import { recordAudit } from '../audit/audit-log';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { APPROPRIATENESS_QUESTIONS } from './appropriateness-questions';
import { scoreTake } from './appropriateness-scoring';
import type { ComplianceRefusalCode } from './compliance-refusals';
import * as repository from './compliance-repository';
import { CATALOGUE_VERSION, DOCUMENT_CATALOGUE } from './document-catalogue';

/** What a customer may still lack before a real trade, in the order the onboarding asks for it. */
export type MissingStep = ComplianceDocumentName | 'appropriateness' | 'warning';

function refused(code: ComplianceRefusalCode): DomainError<ComplianceRefusalCode> {
  return new DomainError(code);
}

function isDocumentName(value: string): value is ComplianceDocumentName {
  return (COMPLIANCE_DOCUMENTS as readonly string[]).includes(value);
}

export interface ComplianceServiceDeps {
  db: Database;
  clock: Clock;
}

export function createComplianceService({ db, clock }: ComplianceServiceDeps) {
  const now = () => new Date(clock.nowMs());

  async function documents(from: Queryable = db): Promise<ComplianceDocument[]> {
    const published = new Map(
      (await repository.latestPublishedVersions(from)).map((row) => [row.document, row]),
    );
    return COMPLIANCE_DOCUMENTS.map((document) => {
      const latest = published.get(document);
      if (latest)
        return { document, version: Number(latest.version), title: latest.title, text: latest.body };
      const { title, text } = DOCUMENT_CATALOGUE[document];
      return { document, version: CATALOGUE_VERSION, title, text };
    });
  }

  async function currentVersion(from: Queryable, document: ComplianceDocumentName): Promise<number> {
    const found = (await documents(from)).find((candidate) => candidate.document === document);
    return found?.version ?? CATALOGUE_VERSION;
  }

  /** Writes one acceptance of the current version with its audit row; a repeat writes nothing. */
  async function acceptIn(tx: Queryable, userId: string, document: string, version: number): Promise<void> {
    if (!isDocumentName(document)) throw refused('COMPLIANCE_DOCUMENT_UNKNOWN');
    if (version !== (await currentVersion(tx, document))) throw refused('COMPLIANCE_VERSION_OUTDATED');
    const at = now();
    if (!(await repository.insertConsent(tx, userId, { document, version }, at))) return;
    await recordAudit(tx, {
      actorId: userId,
      actorRole: 'customer',
      action: 'consent.accept',
      subjectType: 'user',
      subjectId: userId,
      after: { document, version },
      at,
    });
  }

  async function accept(userId: string, document: string, version: number): Promise<void> {
    await db.transaction((tx) => acceptIn(tx, userId, document, version));
  }

  async function takeTest(
    userId: string,
    answers: readonly AppropriatenessAnswer[],
    acknowledgeWarning: boolean,
  ): Promise<'appropriate' | 'warned'> {
    const scored = scoreTake(APPROPRIATENESS_QUESTIONS, answers);
    if (!scored.ok) throw refused(scored.code);
    const acknowledged = scored.status === 'warned' && acknowledgeWarning;
    const at = now();
    await db.transaction(async (tx) => {
      const takeId = await repository.insertTake(tx, userId, { ...scored, answers, at, acknowledged });
      await recordAudit(tx, {
        actorId: userId,
        actorRole: 'customer',
        action: 'appropriateness.take',
        subjectType: 'user',
        subjectId: userId,
        after: { takeId, status: scored.status, score: scored.score, warningAcknowledged: acknowledged },
        at,
      });
    });
    return scored.status;
  }

  async function missingForTrading(userId: string): Promise<MissingStep[]> {
    const [current, consents, take] = await Promise.all([
      documents(),
      repository.latestConsents(db, userId),
      repository.latestTake(db, userId),
    ]);
    const missing: MissingStep[] = TRADING_DOCUMENTS.filter((document) => {
      const version = current.find((candidate) => candidate.document === document)?.version;
      return !consents.some((consent) => consent.document === document && consent.version === version);
    });
    if (!take) missing.push('appropriateness');
    else if (take.status === 'warned' && take.acknowledgedAt === null) missing.push('warning');
    return missing;
  }

  async function profileOf(userId: string): Promise<ComplianceProfile> {
    const [clientCategory, take, consents] = await Promise.all([
      repository.clientCategoryOf(db, userId),
      repository.latestTake(db, userId),
      repository.latestConsents(db, userId),
    ]);
    return {
      clientCategory,
      appropriateness: take
        ? { status: take.status, takenAt: take.takenAt.toISOString() }
        : { status: 'none', takenAt: null },
      consents,
    };
  }

  async function publish(operatorId: string, document: string, title: string, text: string): Promise<number> {
    if (!isDocumentName(document)) throw refused('COMPLIANCE_DOCUMENT_UNKNOWN');
    return db.transaction(async (tx) => {
      const version = (await currentVersion(tx, document)) + 1;
      const at = now();
      // A second publisher at the same moment collides on the primary key and rolls back.
      await repository.insertDocumentVersion(tx, {
        document,
        version,
        title,
        body: text,
        publishedBy: operatorId,
        at,
      });
      await recordAudit(tx, {
        actorId: operatorId,
        actorRole: 'operator',
        action: 'document.publish',
        subjectType: 'document',
        subjectId: document,
        after: { version, title },
        at,
      });
      return version;
    });
  }

  return { documents, accept, acceptIn, takeTest, missingForTrading, profileOf, publish };
}

export type ComplianceService = ReturnType<typeof createComplianceService>;
