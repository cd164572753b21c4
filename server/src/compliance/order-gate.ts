// The check trading runs before a real-account order under `tr-spk`: the risk disclosure and the
// framework agreement accepted in their current versions and the appropriateness test taken (a
// "warned" result acknowledged). Practice accounts pass untouched. The refusal names every
// missing step, so the customer knows what the onboarding will ask.
import { serverTexts } from '../../../contract/server-texts';
import type { Database } from '../db/database';
import { DomainError } from '../domain/domain-error';
import type { ComplianceRefusalCode } from './compliance-refusals';
import { accountOwner } from './compliance-repository';
import type { ComplianceService } from './compliance-service';

const texts = serverTexts.compliance;

/**
 * Resolves when the account may place an order (on `symbol`, when the caller knows it: the crypto
 * switch reads it); throws the refusal otherwise.
 */
export type OrderGate = (accountId: string, symbol?: string) => Promise<void>;

export function complianceOrderGate(db: Database, service: ComplianceService): OrderGate {
  return async (accountId) => {
    const owner = await accountOwner(db, accountId);
    if (!owner || owner.kind !== 'real') return;
    const missing = await service.missingForTrading(owner.userId);
    if (missing.length === 0) return;
    const named = missing.map((step) => texts.missing[step] ?? step);
    // A DomainError, so a robot placing the order treats it as a refusal and waits, like any other.
    throw new DomainError<ComplianceRefusalCode>('COMPLIANCE_REQUIRED', texts.required(named));
  };
}
