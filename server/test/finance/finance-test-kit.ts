// A test app with trading (manual feed), the wallet and the finance part, on a manual clock; the
// end-of-day snapshots job on a manual scheduler the test steps; and helpers to read the finance
// answers and the CSV files.
import type { VerificationStatus } from '../../../contract/wallet';
import { createManualClock, type ManualClock } from '../../src/clock';
import { INSTRUMENTS } from '../../src/engine/catalogue';
import { roundPrice } from '../../src/engine/money';
import { FINANCE, financePart, type FinancePart } from '../../src/finance/finance-part';
import { createJobScheduler, type JobScheduler } from '../../src/jobs/job-scheduler';
import { TRADING } from '../../src/trading/trading-part';
import type { TradingServices } from '../../src/trading/trading-plugin';
import { WALLET, type WalletPart } from '../../src/wallet/wallet-part';
import { type TestApp } from '../helpers/build-test-app';
import { createManualScheduler, type ManualScheduler } from '../helpers/manual-scheduler';
import { bearer, registerAndLogin, type TestUser } from '../helpers/register-and-login';
import { registerOperator } from '../helpers/register-operator';
import { QUIET_LOGGER } from '../helpers/test-trading-parts';
import { type Answer } from '../trading/trading-test-kit';
import { testWalletPart } from '../wallet/wallet-test-kit';
import { buildQuotedApp } from '../helpers/test-customer-steps';

export interface FinanceCustomer extends TestUser {
  realId: string;
  practiceId: string;
}

export interface FinanceTestApp extends TestApp {
  trading: TradingServices;
  wallet: WalletPart;
  finance: FinancePart;
  jobs: JobScheduler;
  scheduler: ManualScheduler;
  tick(symbol: string, bid: number): void;
  customer(name?: { name: string; surname: string }): Promise<FinanceCustomer>;
  operator(): Promise<TestUser>;
  send(user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<Answer>;
  /** A download: status, headers and the body as text. */
  download(
    user: TestUser,
    url: string,
  ): Promise<{ statusCode: number; headers: Record<string, unknown>; text: string; raw: Buffer }>;
  close(): Promise<void>;
}

export async function buildFinanceApp(clock: ManualClock = createManualClock()): Promise<FinanceTestApp> {
  const { base, feed } = await buildQuotedApp(clock, {
    after: [testWalletPart(async (): Promise<VerificationStatus> => 'verified'), financePart],
  });
  const services: TradingServices = base.server.use(TRADING);
  const walletPart: WalletPart = base.server.use(WALLET);
  const finance: FinancePart = base.server.use(FINANCE);
  const scheduler = createManualScheduler(clock);
  const jobs = createJobScheduler({ clock, scheduler, logger: QUIET_LOGGER });
  for (const job of finance.jobs) jobs.add(job);

  async function send(user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
    const response = await base.app.inject({ method, url, payload, headers: user ? bearer(user.token) : {} });
    return { statusCode: response.statusCode, body: response.json() as Answer['body'] };
  }

  return {
    ...base,
    trading: services,
    wallet: walletPart,
    finance,
    jobs,
    scheduler,
    tick(symbol, bid) {
      const instrument = INSTRUMENTS.find((candidate) => candidate.symbol === symbol);
      if (!instrument) throw new Error(`no instrument ${symbol}`);
      feed.push({
        symbol,
        bid,
        ask: roundPrice(bid + instrument.spread, instrument.digits),
        time: clock.nowMs(),
      });
    },
    async customer(name = { name: 'Ayşe', surname: 'Yılmaz' }) {
      const user = await registerAndLogin(base.app, name);
      const list = await send(user, 'GET', '/api/users/accounts');
      const accounts = list.body.data as { id: string; kind: string }[];
      const real = accounts.find((account) => account.kind === 'real');
      const practice = accounts.find((account) => account.kind === 'practice');
      if (!real || !practice) throw new Error('a customer has a real and a practice account');
      const switched = await send(user, 'PUT', '/api/users/accounts/active', { id: real.id });
      if (switched.statusCode !== 200) throw new Error(`switch: ${switched.statusCode}`);
      return { ...user, accountId: real.id, realId: real.id, practiceId: practice.id };
    },
    operator: () => registerOperator(base.app, base.db),
    send,
    async download(user, url) {
      const response = await base.app.inject({ method: 'GET', url, headers: bearer(user.token) });
      return {
        statusCode: response.statusCode,
        headers: response.headers,
        text: response.body,
        raw: response.rawPayload,
      };
    },
    async close() {
      await jobs.stop();
      await base.close();
    },
  };
}

/** Splits a CSV text (RFC 4180: quoted fields may hold commas, quotes and line breaks) into rows. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** The rows of a statement section: from the row after its title's headings to the empty line. */
export function sectionRows(rows: readonly string[][], title: string): string[][] {
  const start = rows.findIndex((row) => row[0] === title);
  if (start < 0) throw new Error(`no section ${title}`);
  const section: string[][] = [];
  for (const row of rows.slice(start + 2)) {
    if (row.every((cell) => cell === '')) break;
    section.push(row);
  }
  return section;
}

export const cents = (usd: number): number => Math.round(usd * 100);
export const centsOfText = (text: string): number => {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(text);
  if (!match) throw new Error(`not a money cell: ${text}`);
  return (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3]));
};
