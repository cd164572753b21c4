// The engine's invariants, asserted after every command and every tick (TigerBeetle's habit): a
// broken one throws "engine invariant broken: …" at once, in tests, development and production
// alike, instead of letting a wrong figure reach the ledger. They look only at the accounts a
// command touched and at the effects it produced, never at the whole book, so a quiet tick pays
// nothing and bench:engine stays where it was.
import type { Account } from './risk-account-table';
import type { BalanceChangedEffect, EngineEffect, LedgerKind } from '../../../src/engine/engine-types';
import { assertInvariant, snapLots } from '../../../src/engine/money';
import type { RiskOperations } from './risk-operations';
import { freeMarginMicros } from './risk-rules';

/** Lots are positive and on the 0.01 step. */
export function assertLotsOnStep(lots: number, what: string): void {
  assertInvariant(lots > 0 && snapLots(lots) === lots, `${what} has ${lots} lots, off the 0.01 step`);
}

const wholeCents = (cents: number) => Number.isSafeInteger(cents);

/**
 * Balance, credit, margin and holds are whole cents, margin and holds never negative, the margin
 * is the sum of the open positions' own, and every position sits in the list of its state.
 */
export function assertAccountSound(account: Account): void {
  const { accountId, balanceCents, creditCents, marginCents, heldCents } = account;
  assertInvariant(
    wholeCents(balanceCents) && wholeCents(creditCents) && wholeCents(marginCents) && wholeCents(heldCents),
    `account ${accountId} holds a figure that is not whole cents`,
  );
  assertInvariant(marginCents >= 0, `account ${accountId} has negative margin ${marginCents}`);
  assertInvariant(heldCents >= 0, `account ${accountId} holds ${heldCents} cents, below zero`);
  let openMarginCents = 0;
  for (const position of account.open) {
    assertInvariant(position.status === 'open' && position.live, `${position.id} is listed open but is not`);
    assertLotsOnStep(position.lots, position.id);
    openMarginCents += position.marginCents;
  }
  assertInvariant(
    openMarginCents === marginCents,
    `account ${accountId} margin ${marginCents} is not its positions' ${openMarginCents}`,
  );
  for (const position of account.waiting)
    assertInvariant(
      position.status === 'waiting',
      `${position.id} is listed waiting but is ${position.status}`,
    );
}

/** After a hold or a withdrawal the command let through: free margin net of holds is not negative. */
export function assertFreeMarginKept(account: Account): void {
  assertInvariant(freeMarginMicros(account) >= 0, `account ${account.accountId} spent past its free margin`);
}

/** The sign each ledger kind must carry (0: either). */
const LEDGER_SIGN: Record<LedgerKind, -1 | 0 | 1> = {
  deposit: 1,
  withdrawal: -1,
  realized: 0,
  swap: 0,
  credit: 0,
  stopout_reset: 1,
  practice_reset: 0,
};

function assertLedgerRow(effect: BalanceChangedEffect, balances: Map<string, number>): void {
  const { accountId, kind, amountCents, balanceAfterCents } = effect;
  assertInvariant(
    wholeCents(amountCents) && amountCents !== 0,
    `${kind} row of ${accountId}: ${amountCents} cents`,
  );
  const sign = LEDGER_SIGN[kind];
  assertInvariant(
    sign === 0 || Math.sign(amountCents) === sign,
    `${kind} row of ${accountId} has the wrong sign`,
  );
  const before = balances.get(accountId);
  assertInvariant(
    before === undefined || before + amountCents === balanceAfterCents,
    `${kind} row of ${accountId} does not follow the row before it`,
  );
  balances.set(accountId, balanceAfterCents);
}

/**
 * A command's or a tick's effects: ledger rows with their kind's sign, each following the one
 * before it, the last one the account's balance; positions in the state their effect says, their
 * lots on the step; a full close or a cancel leaves nothing behind. Answers the accounts touched.
 */
export function assertEffects(ops: RiskOperations, effects: readonly EngineEffect[]): Set<string> {
  const balances = new Map<string, number>();
  const touched = new Set<string>();
  for (const effect of effects) {
    switch (effect.type) {
      case 'balanceChanged':
        assertLedgerRow(effect, balances);
        touched.add(effect.accountId);
        break;
      case 'positionOpened':
      case 'pendingTriggered':
        assertInvariant(
          effect.position.status === 'open',
          `${effect.position.id} opened as ${effect.position.status}`,
        );
        assertLotsOnStep(effect.position.lots, effect.position.id);
        touched.add(effect.position.accountId);
        break;
      case 'pendingPlaced':
        assertInvariant(
          effect.position.status === 'waiting',
          `${effect.position.id} placed as ${effect.position.status}`,
        );
        assertLotsOnStep(effect.position.lots, effect.position.id);
        touched.add(effect.position.accountId);
        break;
      case 'positionClosed':
        assertLotsOnStep(effect.lots, effect.id);
        if (effect.remainingLots > 0) assertLotsOnStep(effect.remainingLots, effect.sourceId);
        else assertInvariant(!ops.positions.has(effect.sourceId), `${effect.sourceId} closed but still live`);
        touched.add(effect.accountId);
        break;
      case 'pendingCancelled':
        assertInvariant(!ops.positions.has(effect.id), `${effect.id} cancelled but still live`);
        touched.add(effect.accountId);
        break;
      default:
        break;
    }
  }
  for (const [accountId, balanceAfterCents] of balances) {
    const account = ops.accounts.get(accountId);
    assertInvariant(
      account !== undefined && account.balanceCents === balanceAfterCents,
      `account ${accountId} balance is not its last ledger row's`,
    );
  }
  return touched;
}

/** Everything a command touched: its effects, its own account and every account they name. */
export function assertCommand(
  ops: RiskOperations,
  accountId: string | null,
  effects: readonly EngineEffect[],
): void {
  const touched = assertEffects(ops, effects);
  if (accountId !== null) touched.add(accountId);
  for (const id of touched) {
    const account = ops.accounts.get(id);
    if (account) assertAccountSound(account);
  }
}
