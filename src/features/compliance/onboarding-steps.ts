// What the onboarding still asks of a customer, from the profile's compliance fields and the
// current documents: each trading document not accepted in its current version, then the test
// unless its last result was "appropriate" (a "warned" result is asked again, so the customer can
// acknowledge the warning or do better).
import {
  TRADING_DOCUMENTS,
  type ComplianceDocument,
  type ComplianceProfile,
} from '../../../contract/compliance';

export type OnboardingStep = { kind: 'document'; document: ComplianceDocument } | { kind: 'test' };

export function onboardingSteps(
  documents: readonly ComplianceDocument[],
  profile: Partial<ComplianceProfile>,
): OnboardingStep[] {
  const consents = profile.consents ?? [];
  const steps: OnboardingStep[] = [];
  for (const name of TRADING_DOCUMENTS) {
    const document = documents.find((candidate) => candidate.document === name);
    if (!document) continue;
    const accepted = consents.some(
      (consent) => consent.document === name && consent.version === document.version,
    );
    if (!accepted) steps.push({ kind: 'document', document });
  }
  if (profile.appropriateness?.status !== 'appropriate') steps.push({ kind: 'test' });
  return steps;
}
