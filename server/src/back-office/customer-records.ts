// The back office's view of one customer: the paged list with each person's verification status,
// and one person's page (accounts, documents, sessions) with their ledger, positions and
// transactions a page at a time. It only reads; each record comes from the domain that owns it
// (accounts, identity, trading's lists, the wallet's operator list).
import type { Order } from '../../../contract/entities';
import type { VerificationStatus } from '../../../contract/identity';
import { accountsOf, type AccountRow } from '../accounts/accounts-repository';
import { pageLedger, type LedgerLine } from '../accounts/ledger-pages';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { DomainError } from '../domain/domain-error';
import {
  documentsOfUser,
  overallStatus,
  verificationStatusesOf,
  type UserDocument,
} from '../identity/verification-status';
import type { OrderList } from '../trading/trading-service';
import type { OperatorTransaction } from '../wallet/transaction-view';
import type { CountedPage } from '../wallet/wallet-service';
import type { BackOfficeRefusalCode } from './back-office-refusals';
import {
  findPerson,
  liveSessionsOf,
  pagePeople,
  type PersonRow,
  type SessionLine,
} from './customers-repository';

export const CUSTOMERS_PAGE_SIZE = 20;
export const LEDGER_PAGE_SIZE = 50;

export interface CustomerLine {
  id: string;
  /** The full name; `firstName` and `surname` apart too. */
  name: string;
  firstName: string;
  surname: string;
  email: string;
  phone: string;
  role: PersonRow['role'];
  verification: VerificationStatus;
  createdAt: string;
}

export interface CustomerAccount {
  id: string;
  kind: AccountRow['kind'];
  currency: string;
  /** USD. */
  balance: number;
  /** Held by pending withdrawals, USD. */
  held: number;
  credit: number;
}

export interface CustomerDetail extends Omit<CustomerLine, 'verification'> {
  verification: { status: VerificationStatus; documents: UserDocument[] };
  accounts: CustomerAccount[];
  sessions: SessionLine[];
}

/** What the back office reads through other domains' services. */
export interface CustomerRecordsPorts {
  /** Trading's own lists: the positions look exactly as the customer's screens show them. */
  trading: {
    list(
      accountId: string,
      list: OrderList,
      page: number,
    ): Promise<{ data: Order[]; currentPage: number; totalPages: number }>;
  };
  wallet: {
    operatorPage(
      filter: { userId: string; status: null },
      page: number,
    ): Promise<CountedPage<OperatorTransaction>>;
  };
}

export interface CustomerRecordsDeps extends CustomerRecordsPorts {
  db: Database;
  clock: Clock;
}

const refused = (code: BackOfficeRefusalCode) => new DomainError(code);
const usd = (cents: number): number => Number(cents) / 100;

function lineOf(person: PersonRow, verification: VerificationStatus): CustomerLine {
  return {
    id: person.id,
    name: `${person.name} ${person.surname}`,
    firstName: person.name,
    surname: person.surname,
    email: person.email,
    phone: person.phone,
    role: person.role,
    verification,
    createdAt: person.createdAt,
  };
}

export class CustomerRecords {
  constructor(private readonly deps: CustomerRecordsDeps) {}

  async list(search: string | null, page: number): Promise<CountedPage<CustomerLine>> {
    const term = search?.trim() ? search.trim() : null;
    const { rows, total } = await pagePeople(this.deps.db, term, page, CUSTOMERS_PAGE_SIZE);
    const statuses = await verificationStatusesOf(
      this.deps.db,
      rows.map((row) => row.id),
    );
    return {
      data: rows.map((row) => lineOf(row, statuses.get(row.id) ?? 'unverified')),
      currentPage: page,
      totalPages: Math.ceil(total / CUSTOMERS_PAGE_SIZE),
      total,
    };
  }

  async detail(userId: string): Promise<CustomerDetail> {
    const person = await this.person(userId);
    const { db } = this.deps;
    const [documents, accounts, sessions] = await Promise.all([
      documentsOfUser(db, userId),
      accountsOf(db, userId),
      liveSessionsOf(db, userId, new Date(this.deps.clock.nowMs())),
    ]);
    // The overall status reads the latest document of each kind; the list is newest first.
    const latest = documents.filter(
      (document, index) => documents.findIndex((other) => other.kind === document.kind) === index,
    );
    const status = overallStatus(latest);
    return {
      ...lineOf(person, status),
      verification: { status, documents },
      accounts: accounts.map((account) => ({
        id: account.id,
        kind: account.kind,
        currency: account.currency,
        balance: usd(account.balanceCents),
        held: usd(account.heldCents),
        credit: usd(account.creditCents),
      })),
      sessions,
    };
  }

  /** The ledger of one of the customer's accounts, or of all of them. */
  async ledger(userId: string, accountId: string | null, page: number): Promise<CountedPage<LedgerLine>> {
    const accountIds = await this.accountIds(userId, accountId);
    const { rows, total } = await pageLedger(this.deps.db, accountIds, page, LEDGER_PAGE_SIZE);
    return { data: rows, currentPage: page, totalPages: Math.ceil(total / LEDGER_PAGE_SIZE), total };
  }

  /** Positions of one account (the real one unless told), as the customer's own lists show them. */
  async positions(userId: string, accountId: string | null, list: OrderList, page: number) {
    const [realOrChosen] = await this.accountIds(userId, accountId);
    if (realOrChosen === undefined) throw refused('CUSTOMER_ACCOUNT_NOT_FOUND');
    return { ...(await this.deps.trading.list(realOrChosen, list, page)), accountId: realOrChosen };
  }

  async transactions(userId: string, page: number): Promise<CountedPage<OperatorTransaction>> {
    await this.person(userId);
    return this.deps.wallet.operatorPage({ userId, status: null }, page);
  }

  private async person(userId: string): Promise<PersonRow> {
    const person = await findPerson(this.deps.db, userId);
    if (!person) throw refused('CUSTOMER_NOT_FOUND');
    return person;
  }

  /** The chosen account (which must be the customer's), else every account, the real one first. */
  private async accountIds(userId: string, accountId: string | null): Promise<string[]> {
    await this.person(userId);
    const accounts = await accountsOf(this.deps.db, userId);
    if (accountId === null)
      return accounts
        .sort((a, b) => Number(b.kind === 'real') - Number(a.kind === 'real'))
        .map((account) => account.id);
    if (!accounts.some((account) => account.id === accountId)) throw refused('CUSTOMER_ACCOUNT_NOT_FOUND');
    return [accountId];
  }
}
