// The engine's invariants fail loudly on a broken state: margin that is not the positions' sum,
// a hold below zero, lots off the step, a ledger row with its kind's wrong sign, rows that do not
// follow each other, a last row that is not the balance, free margin spent past zero. The engine
// tests (orders, triggers, swap, the property tests) run every command through them as well.
import type { BalanceChangedEffect, LedgerKind } from '../../src/engine/engine-types';
import {
  assertAccountSound,
  assertEffects,
  assertFreeMarginKept,
  assertLotsOnStep,
} from '../../src/engine/engine-invariants';
import { AccountTable } from '../../src/engine/risk-account-table';
import { RiskOperations } from '../../src/engine/risk-operations';

function opsWithAccount(balanceCents: number) {
  const ops = new RiskOperations(() => 'id', 0, true);
  const account = ops.table.add('a1', balanceCents, 0);
  ops.accounts.set('a1', account);
  return { ops, account };
}

const row = (kind: LedgerKind, amountCents: number, balanceAfterCents: number): BalanceChangedEffect => ({
  type: 'balanceChanged',
  accountId: 'a1',
  kind,
  amountCents,
  balanceAfterCents,
  orderId: null,
  atMs: 0,
});

describe('engine invariants', () => {
  it('accept a sound account and refuse margin that no position carries', () => {
    const account = new AccountTable(true).add('a1', 10_000, 0);
    expect(() => assertAccountSound(account)).not.toThrow();
    account.marginCents = 500;
    expect(() => assertAccountSound(account)).toThrow(/engine invariant broken: account a1 margin 500/);
  });

  it('refuse a negative hold and a figure that is not whole cents', () => {
    const account = new AccountTable(true).add('a1', 10_000, 0);
    account.heldCents = -1;
    expect(() => assertAccountSound(account)).toThrow(/holds -1 cents/);
    account.heldCents = 0;
    account.balanceCents = 100.5;
    expect(() => assertAccountSound(account)).toThrow(/not whole cents/);
  });

  it('keep lots positive and on the 0.01 step', () => {
    expect(() => assertLotsOnStep(0.25, 'p1')).not.toThrow();
    expect(() => assertLotsOnStep(0.015, 'p1')).toThrow(/off the 0.01 step/);
    expect(() => assertLotsOnStep(0, 'p1')).toThrow(/off the 0.01 step/);
  });

  it('check each ledger row’s sign, that rows follow each other and that the last is the balance', () => {
    const { ops } = opsWithAccount(10_500);
    expect(() =>
      assertEffects(ops, [row('deposit', 1_000, 11_000), row('withdrawal', -500, 10_500)]),
    ).not.toThrow();
    expect(() => assertEffects(ops, [row('deposit', -1_000, 10_500)])).toThrow(
      /deposit row of a1 has the wrong sign/,
    );
    expect(() => assertEffects(ops, [row('withdrawal', 500, 10_500)])).toThrow(/wrong sign/);
    expect(() => assertEffects(ops, [row('realized', 0, 10_500)])).toThrow(/realized row of a1: 0 cents/);
    expect(() => assertEffects(ops, [row('realized', 300, 10_300), row('swap', -50, 10_500)])).toThrow(
      /does not follow the row before it/,
    );
    expect(() => assertEffects(ops, [row('realized', 300, 10_300)])).toThrow(/not its last ledger row/);
  });

  it('refuse free margin net of holds below zero after a spending command', () => {
    const { account } = opsWithAccount(10_000);
    account.heldCents = 10_000;
    expect(() => assertFreeMarginKept(account)).not.toThrow();
    account.heldCents = 10_001;
    expect(() => assertFreeMarginKept(account)).toThrow(/spent past its free margin/);
  });
});
