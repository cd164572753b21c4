// MASAK's check on a customer's deposit or withdrawal request (compliance/masak-rule.ts): when the
// request takes the customer's Istanbul-day total to the threshold it must carry a purpose and is
// marked for review. Checked once before anything is written, and again inside the transaction that
// writes the row, under the customer's advisory lock, so two requests at once on two processes
// cannot both slip under the threshold.
import { serverTexts } from '../../../contract/server-texts';
import type { Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { masakRule, type MasakRule } from '../compliance/masak-rule';
import type { CustomerActor, WalletContext } from './wallet-context';
import type { WalletRefusalCode } from './wallet-refusals';

/** The purpose a request stores and whether it is marked for MASAK's review. */
export interface MasakReview {
  purpose: string | null;
  masakReview: boolean;
}

/** 400000 → '400.000', the way the refusal names the threshold. */
function groupedTry(amount: number): string {
  return String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

const purposeRequired = (dailyTry: number): DomainError<WalletRefusalCode> =>
  new DomainError<WalletRefusalCode>(
    'PURPOSE_REQUIRED',
    serverTexts.wallet.purposeRequired(groupedTry(dailyTry)),
  );

/**
 * The purpose to store and whether the request is marked for MASAK's review; refuses
 * PURPOSE_REQUIRED, naming the threshold, when the day's total reaches it without a purpose.
 */
export async function masakReview(
  context: WalletContext,
  actor: CustomerActor,
  amountCents: number,
  rawPurpose: string | undefined,
): Promise<MasakReview> {
  const purpose = rawPurpose?.trim() ? rawPurpose.trim() : null;
  const masak = context.masak;
  if (!masak) return { purpose, masakReview: false };
  const reaches = await masak.rule.reaches(
    context.db,
    actor.userId,
    amountCents,
    masak.usdTryMid(),
    context.clock.nowMs(),
  );
  if (reaches && purpose === null) throw purposeRequired(masak.rule.dailyTry);
  return { purpose, masakReview: reaches };
}

/**
 * What the check inside the writing transaction needs, as data: the rows that run it are named
 * writers (request-writers.ts), run by a cluster's shard leader. Null when the rule is off.
 */
export interface MasakFacts {
  dailyTry: number;
  usdTryMid: number | null;
  nowMs: number;
}

export function masakFactsOf(context: WalletContext): MasakFacts | null {
  const masak = context.masak;
  if (!masak) return null;
  return { dailyTry: masak.rule.dailyTry, usdTryMid: masak.usdTryMid(), nowMs: context.clock.nowMs() };
}

/**
 * The day counted again inside `tx`, the transaction that writes the request's row, under the
 * customer's lock (masak-rule.ts reachesLocked). With `refusing`, a request now reaching the
 * threshold without a purpose is refused (rolling `tx` back); without, it is marked for review.
 */
export async function masakLockedReview(
  tx: Queryable,
  facts: MasakFacts | null,
  request: { userId: string; amountCents: number; review: MasakReview },
  refusing: boolean,
): Promise<MasakReview> {
  if (!facts) return request.review;
  return lockedReview(tx, masakRule(facts.dailyTry), facts, request, refusing);
}

/** masakLockedReview with the wallet's own rule, for the rows it writes itself. */
export async function masakInTransaction(
  context: WalletContext,
  tx: Queryable,
  request: { actor: CustomerActor; amountCents: number; review: MasakReview },
  refusing: boolean,
): Promise<MasakReview> {
  const masak = context.masak;
  if (!masak) return request.review;
  const facts = { usdTryMid: masak.usdTryMid(), nowMs: context.clock.nowMs() };
  const { actor, amountCents, review } = request;
  return lockedReview(tx, masak.rule, facts, { userId: actor.userId, amountCents, review }, refusing);
}

async function lockedReview(
  tx: Queryable,
  rule: MasakRule,
  facts: Pick<MasakFacts, 'usdTryMid' | 'nowMs'>,
  request: { userId: string; amountCents: number; review: MasakReview },
  refusing: boolean,
): Promise<MasakReview> {
  const { review } = request;
  const reaches = await rule.reachesLocked(
    tx,
    request.userId,
    request.amountCents,
    facts.usdTryMid,
    facts.nowMs,
  );
  if (reaches && review.purpose === null && refusing) throw purposeRequired(rule.dailyTry);
  return { purpose: review.purpose, masakReview: review.masakReview || reaches };
}
