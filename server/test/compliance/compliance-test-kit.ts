// A trading app with the compliance part under a chosen jurisdiction, and the steps a customer
// takes through onboarding over HTTP (read and accept the documents, take the test), so tests of
// other rules can get a customer through it in one call.
import type { ComplianceDocument, AppropriatenessAnswer } from '../../../contract/compliance';
import { createManualClock, type ManualClock } from '../../src/clock';
import { compliancePart } from '../../src/compliance/compliance-part';
import type { Jurisdiction } from '../../src/compliance/compliance-config';
import { APPROPRIATENESS_QUESTIONS } from '../../src/compliance/appropriateness-questions';
import type { TestUser } from '../helpers/register-and-login';
import { buildTradingApp, MONDAY_NOON_MS, type TradingTestApp } from '../trading/trading-test-kit';

export function buildComplianceApp(
  jurisdiction: Jurisdiction,
  clock: ManualClock = createManualClock(MONDAY_NOON_MS),
): Promise<TradingTestApp> {
  return buildTradingApp(clock, { leadingParts: [compliancePart({ config: { jurisdiction } })] });
}

/** Every question answered with its best option ("appropriate") or its worst ("warned"). */
export function answersFor(outcome: 'appropriate' | 'warned'): AppropriatenessAnswer[] {
  return APPROPRIATENESS_QUESTIONS.map((question) => {
    const sorted = [...question.options].sort((a, b) => b.points - a.points);
    const option = outcome === 'appropriate' ? sorted[0] : sorted[sorted.length - 1];
    return { questionId: question.id, optionId: option?.id ?? '' };
  });
}

/** Any kit that sends a signed-in call (the trading kit, the copy kit). */
type Sender = Pick<TradingTestApp, 'send'>;

export async function acceptTradingDocuments(t: Sender, user: TestUser): Promise<void> {
  const documents = (await t.send(user, 'GET', '/api/compliance/documents')).body
    .data as ComplianceDocument[];
  for (const { document, version } of documents) {
    const answer = await t.send(user, 'POST', '/api/compliance/consents', { document, version });
    if (answer.statusCode !== 200) throw new Error(`consent failed: ${JSON.stringify(answer.body)}`);
  }
}

/** Walks a customer through the whole onboarding with an "appropriate" result. */
export async function completeOnboarding(t: Sender, user: TestUser): Promise<void> {
  await acceptTradingDocuments(t, user);
  const taken = await t.send(user, 'POST', '/api/compliance/appropriateness', {
    answers: answersFor('appropriate'),
  });
  if (taken.statusCode !== 200) throw new Error(`test failed: ${JSON.stringify(taken.body)}`);
}
