// Writes a completed onboarding for a customer seeded by the server itself (the demo customer), so
// a fresh install trades on the real account at once: version 1 of every document accepted and an
// "appropriate" test, each with its audit row as the system's act.
import { COMPLIANCE_DOCUMENTS } from '../../../contract/compliance';
import { recordAudit } from '../audit/audit-log';
import type { Queryable } from '../db/database';
import { insertConsent, insertTake } from './compliance-repository';
import { CATALOGUE_VERSION } from './document-catalogue';

export async function recordOnboardingDone(tx: Queryable, userId: string, at: Date): Promise<void> {
  for (const document of COMPLIANCE_DOCUMENTS) {
    await insertConsent(tx, userId, { document, version: CATALOGUE_VERSION }, at);
  }
  await insertTake(tx, userId, { status: 'appropriate', score: 0, answers: [], at, acknowledged: false });
  await recordAudit(tx, {
    actorId: null,
    actorRole: 'system',
    action: 'onboarding.seed',
    subjectType: 'user',
    subjectId: userId,
    after: { documents: COMPLIANCE_DOCUMENTS, version: CATALOGUE_VERSION, appropriateness: 'appropriate' },
    at,
  });
}
