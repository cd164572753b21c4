// What every wallet service shares: its dependencies, the actor of a call, and the two things each
// decision does besides moving money: an audit row inside the decision's database transaction
// and a domain event after it has committed.
import type { TransactionStatus } from '../../../contract/wallet';
import type { MoneyCommands } from '../accounts/money-commands';
import type { ActorRole } from '../audit/audit-log';
import { recordAudit } from '../audit/audit-log';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';
import type { TransactionEventData } from '../events/domain-events';
import type { DomainEventBus } from '../events/event-bus';
import { KeyedLock } from './keyed-lock';
import type { PaymentProvider } from './payment-provider';
import type { VerificationGate } from './verification-gate';
import type { WalletConfig } from './wallet-config';
import type { MasakRule } from '../compliance/masak-rule';
import type { WalletRefusalCode } from './wallet-refusals';
import type { TransactionRecord } from './wallet-repository';

export interface WalletDeps {
  db: Database;
  clock: Clock;
  money: MoneyCommands;
  events: DomainEventBus;
  provider: PaymentProvider;
  verification: VerificationGate;
  config: WalletConfig;
  /** MASAK's daily total (the compliance part's rule and the USDTRY mid); absent: never asked. */
  masak?: WalletMasak;
}

export interface WalletMasak {
  rule: MasakRule;
  usdTryMid(): number | null;
}

/** The person calling: a customer acts on the session's active account, an operator on anyone's. */
export interface Actor {
  userId: string;
  role: Exclude<ActorRole, 'system'>;
}

export interface CustomerActor extends Actor {
  role: 'customer';
  /** The session's active account. */
  accountId: string;
}

export interface WalletContext extends WalletDeps {
  /** One decision at a time per transaction id. */
  readonly decisions: KeyedLock;
}

export function createWalletContext(deps: WalletDeps): WalletContext {
  return { ...deps, decisions: new KeyedLock() };
}

export function refuse(code: WalletRefusalCode): DomainError<WalletRefusalCode> {
  return new DomainError(code);
}

export const nowOf = (context: WalletContext): Date => new Date(context.clock.nowMs());

export function eventDataOf(record: TransactionRecord): TransactionEventData {
  return {
    id: record.id,
    type: record.type,
    method: record.method,
    amountCents: record.amountCents,
    reference: record.reference,
  };
}

export interface AuditFacts {
  actorId: string | null;
  actorRole: ActorRole;
  /** 'create', 'approve', 'reject', 'cancel' */
  verb: string;
  /** Whose it is is already the audit row's subject; a new request has no joined name yet. */
  /** The audit row reads only these fields (a decision's rows may be written on another node). */
  record: Pick<
    TransactionRecord,
    'id' | 'type' | 'method' | 'amountCents' | 'accountId' | 'reference' | 'masakReview' | 'purpose'
  > &
    Partial<Omit<TransactionRecord, 'customer'>>;
  before: TransactionStatus | null;
  after: TransactionStatus;
  reason?: string | null;
  at: Date;
}

export async function auditTransaction(tx: Queryable, facts: AuditFacts): Promise<void> {
  const { record } = facts;
  const snapshot = (status: TransactionStatus) => ({
    status,
    type: record.type,
    method: record.method,
    amountCents: record.amountCents,
    accountId: record.accountId,
    reference: record.reference,
    ...(facts.reason ? { reason: facts.reason } : {}),
    ...(record.masakReview ? { flags: ['masak'], purpose: record.purpose } : {}),
  });
  await recordAudit(tx, {
    actorId: facts.actorId,
    actorRole: facts.actorRole,
    action: `transaction.${facts.verb}`,
    subjectType: 'transaction',
    subjectId: record.id,
    before: facts.before === null ? undefined : { status: facts.before },
    after: snapshot(facts.after),
    at: facts.at,
  });
}
