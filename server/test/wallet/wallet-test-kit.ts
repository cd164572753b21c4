// A test app with trading (on a manual feed) and the wallet: customers on their real account,
// funded through the engine, with their identity verification set by the test, an operator, and
// the checks every money scenario ends with (balance = Σ ledger, held = Σ pending withdrawals).
import type { TradingAccount, Transaction } from '../../../contract/wallet';
import { ibanRemainder } from '../../../contract/iban';
import type { ManualClock } from '../../src/clock';
import { createManualClock } from '../../src/clock';
import type { Queryable } from '../../src/db/database';
import { INSTRUMENTS } from '../../src/engine/catalogue';
import { roundPrice } from '../../src/engine/money';
import type { DomainEvent } from '../../src/events/domain-events';
import type { PartDefinition } from '../../src/compose/server-part';
import { TRADING } from '../../src/trading/trading-part';
import type { TradingServices } from '../../src/trading/trading-plugin';
import type { VerificationStatus } from '../../../contract/wallet';
import { createSimulatedCardProvider } from '../../src/wallet/simulated-card-provider';
import { WALLET, walletPart, type WalletPart } from '../../src/wallet/wallet-part';
import { type TestApp } from '../helpers/build-test-app';
import { useDescribeApp } from '../helpers/describe-app';
import { bearer, registerAndLogin, type TestUser } from '../helpers/register-and-login';
import { registerOperator } from '../helpers/register-operator';
import { MONDAY_NOON_MS, type Answer } from '../trading/trading-test-kit';
import { buildQuotedApp } from '../helpers/test-customer-steps';

/** The simulated provider's 3-D Secure code in these tests (typed on its hosted page). */
export const DEMO_CODE = '314159';
export const CUSTOMER_NAME = { name: 'Ayşe', surname: 'Yılmaz' };
/** A test card that passes the Luhn check; only the provider's hosted page ever receives it. */
export const VISA_TEST_CARD = {
  number: '4111111111111111',
  holder: 'AYSE YILMAZ',
  expiry: '12/30',
  cvc: '123',
};

export interface WalletCustomer extends TestUser {
  realId: string;
  practiceId: string;
}

export interface WalletTestApp extends TestApp {
  trading: TradingServices;
  wallet: WalletPart;
  /** Pushes a quote for one symbol at the clock's time (its catalogue spread). */
  tick(symbol: string, bid: number): void;
  /** Every domain event, in publication order. */
  eventsSeen: DomainEvent[];
  /** Sets what the verification gate answers for a user (default 'unverified'). */
  setVerification(userId: string, status: VerificationStatus): void;
  /** A customer on the real account with `realUsd` on it, verified unless told otherwise. */
  customer(options?: { realUsd?: number; verified?: boolean }): Promise<WalletCustomer>;
  operator(): Promise<TestUser>;
  send(
    user: TestUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<Answer>;
  accounts(user: TestUser): Promise<TradingAccount[]>;
  marginFree(user: TestUser): Promise<number>;
  close(): Promise<void>;
}

/** The wallet part, its simulated card provider asking for DEMO_CODE, its gate the test's answer. */
export function testWalletPart(
  verification: (userId: string) => Promise<VerificationStatus>,
  clock?: ManualClock,
): PartDefinition<WalletPart> {
  const provider = createSimulatedCardProvider({ clock, newCode: () => DEMO_CODE });
  return walletPart({ provider, verification });
}

export async function buildWalletApp(
  clock: ManualClock = createManualClock(MONDAY_NOON_MS),
  /** Parts built before market data and trading (the compliance part: trading finds its terms, the wallet its MASAK rule). */
  leadingParts: readonly PartDefinition<unknown>[] = [],
): Promise<WalletTestApp> {
  const verification = new Map<string, VerificationStatus>();
  const { base, feed } = await buildQuotedApp(clock, {
    before: leadingParts,
    after: [testWalletPart(async (userId) => verification.get(userId) ?? 'unverified', clock)],
  });
  const services: TradingServices = base.server.use(TRADING);
  const wallet = base.server.use(WALLET);
  const seen: DomainEvent[] = [];
  base.events.subscribe('wallet-test', (event) => {
    seen.push(event);
  });

  async function send(
    user: TestUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) {
    const response = await base.app.inject({ method, url, payload, headers: user ? bearer(user.token) : {} });
    return { statusCode: response.statusCode, body: response.json() as Answer['body'] };
  }

  async function accounts(user: TestUser): Promise<TradingAccount[]> {
    const answer = await send(user, 'GET', '/api/users/accounts');
    if (answer.statusCode !== 200) throw new Error(`accounts: ${answer.statusCode} ${answer.body.message}`);
    return answer.body.data as TradingAccount[];
  }

  return {
    ...base,
    trading: services,
    wallet,
    eventsSeen: seen,
    setVerification: (userId, status) => verification.set(userId, status),
    tick(symbol, bid) {
      const instrument = INSTRUMENTS.find((candidate) => candidate.symbol === symbol);
      if (!instrument) throw new Error(`no instrument ${symbol}`);
      const ask = roundPrice(bid + instrument.spread, instrument.digits);
      feed.push({ symbol, bid, ask, time: clock.nowMs() });
    },
    send,
    accounts,
    async customer(options = {}) {
      const user = await registerAndLogin(base.app, CUSTOMER_NAME);
      const list = await accounts(user);
      const real = list.find((account) => account.kind === 'real');
      const practice = list.find((account) => account.kind === 'practice');
      if (!real || !practice) throw new Error('a customer has a real and a practice account');
      const switched = await send(user, 'PUT', '/api/users/accounts/active', { id: real.id });
      if (switched.statusCode !== 200)
        throw new Error(`switch: ${switched.statusCode} ${switched.body.message}`);
      const cents = Math.round((options.realUsd ?? 0) * 100);
      if (cents > 0) await services.service.deposit(real.id, cents);
      if (options.verified ?? true) verification.set(user.userId, 'verified');
      return { ...user, realId: real.id, practiceId: practice.id };
    },
    operator: () => registerOperator(base.app, base.db),
    async marginFree(user) {
      const answer = await send(user, 'GET', '/api/users/profile');
      return (answer.body.data as { marginFree: number }).marginFree;
    },
    async close() {
      await base.close();
    },
  };
}

/**
 * One wallet app for the enclosing describe block, like useTradingApp: built before its first
 * test, closed after its last; every property is read from the current app when used.
 */
export function useWalletApp(): WalletTestApp {
  return useDescribeApp('wallet', () => buildWalletApp(), 60_000);
}

/** A Turkish IBAN with correct check digits for `bankCode` and an account number from `seed`. */
export function turkishIban(seed: number, bankCode = '00062'): string {
  const bban = `${bankCode}0${String(seed).padStart(16, '0')}`;
  return `TR${String(98 - ibanRemainder(`TR00${bban}`)).padStart(2, '0')}${bban}`;
}

export const transactionOf = (answer: Answer): Transaction => answer.body.data as Transaction;

export interface MoneyState {
  balanceCents: number;
  heldCents: number;
  ledgerCents: number;
  pendingWithdrawalCents: number;
  ledgerRows: { kind: string; amountCents: number }[];
}

/** The stored figures of one account and the sums they must equal. */
export async function moneyState(db: Queryable, accountId: string): Promise<MoneyState> {
  const [account] = await db.query<{ balance_cents: number; held_cents: number }>(
    'SELECT balance_cents, held_cents FROM accounts WHERE id = $1',
    [accountId],
  );
  const ledgerRows = await db.query<{ kind: string; amount_cents: number }>(
    "SELECT kind, amount_cents FROM ledger WHERE account_id = $1 AND kind <> 'credit' ORDER BY id",
    [accountId],
  );
  const [pending] = await db.query<{ total: number }>(
    `SELECT COALESCE(SUM(amount_cents), 0)::bigint AS total FROM transactions
     WHERE account_id = $1 AND type = 'withdrawal' AND status = 'pending'`,
    [accountId],
  );
  return {
    balanceCents: account?.balance_cents ?? Number.NaN,
    heldCents: account?.held_cents ?? Number.NaN,
    ledgerCents: ledgerRows.reduce((sum, row) => sum + row.amount_cents, 0),
    pendingWithdrawalCents: pending?.total ?? 0,
    ledgerRows: ledgerRows.map((row) => ({ kind: row.kind, amountCents: row.amount_cents })),
  };
}

/** Balance = Σ ledger and held = Σ pending withdrawals, once every write has landed. */
export async function expectMoneyConsistent(app: WalletTestApp, accountId: string): Promise<MoneyState> {
  await app.trading.service.whenPersisted();
  const state = await moneyState(app.db, accountId);
  expect(state.balanceCents).toBe(state.ledgerCents);
  expect(state.heldCents).toBe(state.pendingWithdrawalCents);
  return state;
}

export async function auditRowsOf(db: Queryable, transactionId: string) {
  return db.query<{ action: string; actor_id: string | null; actor_role: string; after: { status: string } }>(
    "SELECT action, actor_id, actor_role, after FROM audit_log WHERE subject_type = 'transaction' AND subject_id = $1 ORDER BY id",
    [transactionId],
  );
}
