// A test app for the back office: trading on a manual feed, the wallet (its verification gate read
// from the test's own map, so a withdrawal can be asked for without uploading four documents) and
// the back-office part on the app's own live hub, composed as the server composes them. Customers start on their real account; operators are registered people given the role.
import type { Queryable } from '../../src/db/database';
import { BACK_OFFICE, backOfficePart, type BackOfficePart } from '../../src/back-office/back-office-part';
import type { VerificationStatus } from '../../../contract/wallet';
import { createManualClock } from '../../src/clock';
import { TRADING } from '../../src/trading/trading-part';
import type { TradingServices } from '../../src/trading/trading-plugin';
import { WALLET, walletPart, type WalletPart } from '../../src/wallet/wallet-part';
import { type TestApp } from '../helpers/build-test-app';
import { useDescribeApp } from '../helpers/describe-app';
import { bearer, registerAndLogin, type TestUser } from '../helpers/register-and-login';
import { registerOperator } from '../helpers/register-operator';
import { MONDAY_NOON_MS, type Answer } from '../trading/trading-test-kit';
import type { RegisterPayload } from '../../../contract/entities';
import { buildQuotedApp } from '../helpers/test-customer-steps';

export interface BackOfficeCustomer extends TestUser {
  realId: string;
  practiceId: string;
}

export interface BackOfficeTestApp extends TestApp {
  trading: TradingServices;
  wallet: WalletPart;
  backOffice: BackOfficePart;
  /** A customer on the real account with `realUsd` on it (verified for withdrawals). */
  customer(options?: { realUsd?: number; person?: Partial<RegisterPayload> }): Promise<BackOfficeCustomer>;
  operator(): Promise<TestUser>;
  send(user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<Answer>;
}

export interface AuditRow {
  action: string;
  actor_id: string | null;
  actor_role: string;
  subject_type: string;
  subject_id: string;
  before: unknown;
  after: unknown;
}

export function auditRowsOf(db: Queryable, subjectType: string, subjectId?: string): Promise<AuditRow[]> {
  return db.query<AuditRow>(
    `SELECT action, actor_id, actor_role, subject_type, subject_id, before, after FROM audit_log
     WHERE subject_type = $1 AND ($2::text IS NULL OR subject_id = $2) ORDER BY id`,
    [subjectType, subjectId ?? null],
  );
}

export async function buildBackOfficeApp(): Promise<BackOfficeTestApp> {
  const clock = createManualClock(MONDAY_NOON_MS);
  const verification = new Map<string, VerificationStatus>();
  const { base } = await buildQuotedApp(clock, {
    after: [
      walletPart({ verification: async (userId) => verification.get(userId) ?? 'unverified' }),
      backOfficePart,
    ],
  });
  const built = {
    trading: base.server.use(TRADING),
    wallet: base.server.use(WALLET),
    backOffice: base.server.use(BACK_OFFICE),
  };

  const send: BackOfficeTestApp['send'] = async (user, method, url, payload) => {
    const response = await base.app.inject({ method, url, payload, headers: user ? bearer(user.token) : {} });
    return { statusCode: response.statusCode, body: response.json() as Answer['body'] };
  };

  return {
    ...base,
    trading: built.trading,
    wallet: built.wallet,
    backOffice: built.backOffice,
    send,
    async customer(options = {}) {
      const user = await registerAndLogin(base.app, options.person);
      const accounts = (await send(user, 'GET', '/api/users/accounts')).body.data as {
        id: string;
        kind: string;
      }[];
      const real = accounts.find((account) => account.kind === 'real');
      const practice = accounts.find((account) => account.kind === 'practice');
      if (!real || !practice) throw new Error('a customer has a real and a practice account');
      const switched = await send(user, 'PUT', '/api/users/accounts/active', { id: real.id });
      if (switched.statusCode !== 200) throw new Error(`switch: ${switched.statusCode}`);
      const cents = Math.round((options.realUsd ?? 0) * 100);
      if (cents > 0) await built.trading.service.deposit(real.id, cents);
      verification.set(user.userId, 'verified');
      return { ...user, accountId: real.id, realId: real.id, practiceId: practice.id };
    },
    operator: () => registerOperator(base.app, base.db),
    close: () => base.close(),
  };
}

/** One app for the enclosing describe block: built before its first test, closed after its last. */
export function useBackOfficeApp(): BackOfficeTestApp {
  return useDescribeApp('back-office', () => buildBackOfficeApp(), 60_000);
}
