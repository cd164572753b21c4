// Money the wallet moves through the engine: holds for pending withdrawals (free margin drops at
// once, the balance only when the withdrawal is paid), their release or payment, and the practice
// account's reset. Deciding here, synchronously, is what makes fifty simultaneous holds unable to
// pass free margin together; the caller persists the effects like any other decision.
import type {
  AccountFigures,
  Clock,
  EngineEffect,
  EngineResult,
  EngineResultCode,
  HoldChangedEffect,
} from '../../../src/engine/engine-types';
import { figuresOf } from './risk-accounts';
import type { Account } from './risk-account-table';
import type { RiskOperations } from './risk-operations';
import { refuse } from './risk-results';
import { freeMarginMicros } from './risk-rules';

const isPositiveCents = (cents: number) => Number.isSafeInteger(cents) && cents > 0;

function holdEffect(account: Account, deltaCents: number, atMs: number): HoldChangedEffect {
  return {
    type: 'holdChanged',
    accountId: account.accountId,
    deltaCents,
    heldAfterCents: account.heldCents,
    atMs,
  };
}

type Refusal = ReturnType<typeof refuse>;

/**
 * The account a money move acts on, once the checks every move shares (it exists, the amount is a
 * positive whole number of cents) and the move's own `refusalOf` have passed; else the refusal.
 */
function accountToMove(
  ops: RiskOperations,
  accountId: string,
  cents: number,
  refusalOf: (account: Account) => EngineResultCode | null,
): Account | Refusal {
  const account = ops.accounts.get(accountId);
  if (!account) return refuse('ACCOUNT_NOT_FOUND');
  if (!isPositiveCents(cents)) return refuse('AMOUNT_INVALID');
  const code = refusalOf(account);
  return code ? refuse(code) : account;
}

const isRefusal = (value: Account | Refusal): value is Refusal => 'ok' in value;

export function hold(
  ops: RiskOperations,
  clock: Clock,
  accountId: string,
  cents: number,
): EngineResult<AccountFigures> {
  const account = accountToMove(ops, accountId, cents, (candidate) =>
    freeMarginMicros(candidate) < cents * 10_000 ? 'INSUFFICIENT_MARGIN' : null,
  );
  if (isRefusal(account)) return account;
  account.heldCents += cents;
  ops.scratch.markAccountDirty(account);
  return { ok: true, value: figuresOf(ops, accountId), effects: [holdEffect(account, cents, clock.nowMs())] };
}

export function release(
  ops: RiskOperations,
  clock: Clock,
  accountId: string,
  cents: number,
): EngineResult<AccountFigures> {
  const account = accountToMove(ops, accountId, cents, (candidate) =>
    cents > candidate.heldCents ? 'INSUFFICIENT_HOLD' : null,
  );
  if (isRefusal(account)) return account;
  account.heldCents -= cents;
  ops.scratch.markAccountDirty(account);
  return {
    ok: true,
    value: figuresOf(ops, accountId),
    effects: [holdEffect(account, -cents, clock.nowMs())],
  };
}

/** Pays a held withdrawal: the hold and the balance both drop by it, as one 'withdrawal' row. */
export function withdrawHeld(
  ops: RiskOperations,
  clock: Clock,
  accountId: string,
  cents: number,
): EngineResult<AccountFigures> {
  const account = accountToMove(ops, accountId, cents, (candidate) => {
    if (cents > candidate.heldCents) return 'INSUFFICIENT_HOLD';
    // Losses since the hold may have eaten into the balance; the broker then rejects instead.
    return cents > candidate.balanceCents ? 'INSUFFICIENT_FUNDS' : null;
  });
  if (isRefusal(account)) return account;
  const atMs = clock.nowMs();
  account.heldCents -= cents;
  account.balanceCents -= cents;
  ops.scratch.markAccountDirty(account);
  const effects: EngineEffect[] = [
    holdEffect(account, -cents, atMs),
    ops.balanceEffect(account, 'withdrawal', -cents, null, atMs),
  ];
  return { ok: true, value: figuresOf(ops, accountId), effects };
}

/**
 * Puts a practice account back to `balanceCents`: every open position closes at the current price
 * (practice money, so a closed market does not stop it), every waiting order is cancelled, and one
 * 'practice_reset' row brings the balance to the target. Refused only when a position has no price.
 */
export function resetBalance(
  ops: RiskOperations,
  clock: Clock,
  accountId: string,
  balanceCents: number,
): EngineResult<AccountFigures> {
  const account = ops.accounts.get(accountId);
  if (!account) return refuse('ACCOUNT_NOT_FOUND');
  if (!Number.isSafeInteger(balanceCents) || balanceCents < 0) return refuse('AMOUNT_INVALID');
  for (const position of account.open) {
    if (!position.book.hasQuote || !Number.isFinite(position.book.usdPerUnit())) return refuse('NO_PRICE');
  }
  const atMs = clock.nowMs();
  const effects: EngineEffect[] = [];
  for (const position of [...account.waiting]) {
    // An OCO partner cancelled with its leg has left already.
    if (position.live) ops.removeWaiting(position, 'manual', effects);
  }
  for (const position of [...account.open]) ops.closePiece(position, position.lots, 'manual', atMs, effects);
  const amountCents = balanceCents - account.balanceCents;
  if (amountCents !== 0) {
    account.balanceCents = balanceCents;
    effects.push(ops.balanceEffect(account, 'practice_reset', amountCents, null, atMs));
  }
  ops.scratch.markAccountDirty(account);
  return { ok: true, value: figuresOf(ops, accountId), effects };
}
