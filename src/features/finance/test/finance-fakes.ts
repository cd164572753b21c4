// Finance answers as the server sends them and a fake of its routes on top of the money screens'
// fake (profile, accounts, transactions), so the page renders inside the real layout.
import type { AccountKind } from '../../../../contract/wallet';
import type { FakeApi, FakeHandler, FakeReply } from '../../../test/fake-api';
import { fakeMoneyApi, makeAccounts, ok } from '../../../test/money-fakes';
import type { EquityPoint, FinanceMonth } from '../../../../contract/finance';

export function makeMonth(overrides: Partial<FinanceMonth> = {}): FinanceMonth {
  return {
    month: '2026-11',
    openingBalance: 10000,
    deposits: 500,
    withdrawals: 200,
    realized: 125.4,
    swap: -3.2,
    commission: 0,
    other: 0,
    closingBalance: 10422.2,
    closedTrades: 4,
    ...overrides,
  };
}

/** Two months of a real account: October opened it with a deposit, November traded. */
export const REAL_MONTHS: FinanceMonth[] = [
  makeMonth(),
  makeMonth({
    month: '2026-10',
    openingBalance: 0,
    deposits: 10000,
    withdrawals: 0,
    realized: 0,
    swap: 0,
    closingBalance: 10000,
    closedTrades: 0,
  }),
];

/** The practice account's one month: the virtual 10,000 USD and a losing trade. */
export const PRACTICE_MONTHS: FinanceMonth[] = [
  makeMonth({
    month: '2026-11',
    openingBalance: 0,
    deposits: 0,
    withdrawals: 0,
    realized: -40.5,
    swap: 0,
    other: 10000,
    closingBalance: 9959.5,
    closedTrades: 1,
  }),
];

export const REAL_POINTS: EquityPoint[] = [
  { date: '2026-10-05', balance: 10000, equity: 10000, source: 'ledger' },
  { date: '2026-11-02', balance: 10300, equity: 10280.5, source: 'snapshot' },
  { date: '2026-11-10', balance: 10100, equity: 10150, source: 'snapshot' },
  { date: '2026-11-22', balance: 10422.2, equity: 10460.75, source: 'live' },
];

export interface FinanceFakeOptions {
  active?: AccountKind;
  months?: Partial<Record<AccountKind, FinanceMonth[]>>;
  points?: Partial<Record<AccountKind, EquityPoint[]>>;
}

/**
 * The layout's routes, the accounts (the active one follows PUT /users/accounts/active) and the
 * finance reads of whichever account is active.
 */
export function fakeFinanceApi(options: FinanceFakeOptions = {}): FakeApi {
  let active: AccountKind = options.active ?? 'real';
  const months = { real: REAL_MONTHS, practice: PRACTICE_MONTHS, ...options.months };
  const points = { real: REAL_POINTS, practice: [], ...options.points };
  return fakeMoneyApi({ active })
    .on('GET /api/users/accounts', () => ok(makeAccounts(active)))
    .on('PUT /api/users/accounts/active', (call) => {
      active = (call.body as { id: string }).id === 'acc-real' ? 'real' : 'practice';
      return ok(null);
    })
    .on('GET /api/finance/months', () => ok(months[active]))
    .on('GET /api/finance/equity', () => ok({ currency: 'USD', points: points[active] }));
}

/** A reply held until the test lets it go, to see the screen while a call runs. */
export function heldReply(reply: FakeReply): { handler: FakeHandler; release: () => void } {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    handler: async () => {
      await held;
      return reply;
    },
    release: () => release(),
  };
}
