// POST /api/trans: a customer asks for a deposit or a withdrawal on the real account.
//   - Havale/EFT deposit: a pending row with a reference code; the broker approves it once the
//     transfer arrives (transaction-decisions.ts), which is when the money moves.
//   - Card deposit: the card was paid on the provider's hosted page; card-deposits.ts verifies the
//     provider's token and credits it at once. Card data itself is refused here.
//   - Withdrawal: validated, then held through the risk engine, which decides at once whether it
//     fits free margin; the row and its audit row are written in the hold's own transaction.
// Every refusal happens before anything is written. Under the MASAK rule (compliance/masak-rule.ts)
// a request that takes the customer's Istanbul-day total to the threshold must carry a purpose and
// is written marked for review (masak-review.ts). A customer's requests run one at a time in this
// process, and the day is counted again in the transaction that writes the row, under the
// customer's advisory lock in the database, so two at once on two processes cannot both slip under
// the threshold: a transfer deposit is then refused like any other; a withdrawal or card deposit,
// whose row is written with the money's move (which cannot be refused any more), is marked for
// review. Reference codes are claimed in reference-claims.ts.
import { randomUUID } from 'node:crypto';
import type {
  BrokerBankAccount,
  CardCheckout,
  Transaction,
  TransactionMethod,
} from '../../../contract/wallet';
import { loadAccount } from '../accounts/accounts-repository';
import { findUserById } from '../users/users-repository';
import type { Queryable } from '../db/database';
import { isDomainError } from '../domain/domain-error';
import { CardDeposits } from './card-deposits';
import { parseAmountCents, parseHolder, parseIban, type Parsed } from './money-input';
import { masakFactsOf, masakInTransaction, masakReview, type MasakReview } from './masak-review';
import { auditRequestCreated, requestRowOf, withdrawalRowsWriter } from './request-writers';
import { ReferenceClaims } from './reference-claims';
import { toTransaction } from './transaction-view';
import { eventDataOf, nowOf, refuse, type CustomerActor, type WalletContext } from './wallet-context';
import { findTransaction, insertTransaction, type NewTransaction } from './wallet-repository';
import type { TransactionBody } from './wallet-schemas';

function valueOf<T>(parsed: Parsed<T>): T {
  if (!parsed.ok) throw refuse(parsed.code);
  return parsed.value;
}

export class TransactionRequests {
  private readonly cards: CardDeposits;

  /** The reference codes in flight, shared with the card deposits. */
  readonly references: ReferenceClaims;

  constructor(private readonly context: WalletContext) {
    this.references = new ReferenceClaims(context.db);
    this.cards = new CardDeposits(context, this);
  }

  /**
   * A hosted card page for `amount` on the provider, for the customer's real account. MASAK's
   * purpose is asked here already, before the customer pays, and again when the deposit is credited.
   */
  async cardCheckout(actor: CustomerActor, amount: unknown, purpose?: string): Promise<CardCheckout> {
    const amountCents = valueOf(parseAmountCents(amount, this.context.config.deposit));
    await masakReview(this.context, actor, amountCents, purpose);
    return this.cards.checkout(actor, amountCents);
  }

  async create(actor: CustomerActor, body: TransactionBody): Promise<Transaction> {
    const run = () => (body.type === 'deposit' ? this.deposit(actor, body) : this.withdraw(actor, body));
    return this.context.masak ? this.context.decisions.run(`masak:${actor.userId}`, run) : run();
  }

  private async deposit(actor: CustomerActor, body: TransactionBody): Promise<Transaction> {
    const method = body.method;
    if (method === undefined) throw refuse('METHOD_REQUIRED');
    if (method === 'iban') throw refuse('METHOD_INVALID');
    if (body.iban !== undefined || body.holder !== undefined) throw refuse('FIELD_NOT_ALLOWED');
    if (method === 'card' ? body.brokerAccountId !== undefined : body.paymentToken !== undefined) {
      throw refuse('FIELD_NOT_ALLOWED');
    }
    const amountCents = valueOf(parseAmountCents(body.amount, this.context.config.deposit));
    if (method === 'card') {
      if (body.paymentToken === undefined) throw refuse('PAYMENT_TOKEN_REQUIRED');
      const review = await masakReview(this.context, actor, amountCents, body.purpose);
      return this.cards.credit(actor, amountCents, body.paymentToken, review);
    }
    const brokerAccount = this.brokerAccount(body.brokerAccountId);
    const accountId = await this.realAccount(actor);
    const review = await masakReview(this.context, actor, amountCents, body.purpose);
    return this.record(actor, review, (reference) => ({
      ...review,
      id: randomUUID(),
      userId: actor.userId,
      accountId,
      type: 'deposit',
      method,
      amountCents,
      reference,
      brokerAccountId: brokerAccount.id,
      iban: null,
      holder: null,
      createdAt: nowOf(this.context),
    }));
  }

  private async withdraw(actor: CustomerActor, body: TransactionBody): Promise<Transaction> {
    if (body.method !== undefined && body.method !== 'iban') throw refuse('METHOD_INVALID');
    if (body.brokerAccountId !== undefined || body.paymentToken !== undefined)
      throw refuse('FIELD_NOT_ALLOWED');
    const amountCents = valueOf(parseAmountCents(body.amount, this.context.config.withdrawal));
    const iban = valueOf(parseIban(body.iban));
    const name = await findUserById(this.context.db, actor.userId);
    if (!name) throw new Error(`signed-in user ${actor.userId} has no users row`);
    const holder = valueOf(parseHolder(body.holder, name));
    const accountId = await this.realAccount(actor);
    if ((await this.context.verification(actor.userId)) !== 'verified') throw refuse('VERIFICATION_REQUIRED');
    const review = await masakReview(this.context, actor, amountCents, body.purpose);
    const method: TransactionMethod = 'iban';
    return this.references.withReference(async (reference) => {
      const row: NewTransaction = {
        ...review,
        id: randomUUID(),
        userId: actor.userId,
        accountId,
        type: 'withdrawal',
        method,
        amountCents,
        reference,
        brokerAccountId: null,
        iban,
        holder,
        createdAt: nowOf(this.context),
      };
      try {
        // Named rows, so the request's row rides in the hold's transaction on a cluster's leader too.
        const rows = {
          row: requestRowOf(row),
          userId: actor.userId,
          review,
          masak: masakFactsOf(this.context),
        };
        await this.context.money.hold(accountId, amountCents, withdrawalRowsWriter(rows));
      } catch (error) {
        if (isDomainError(error, 'INSUFFICIENT_MARGIN')) throw refuse('WITHDRAWAL_EXCEEDS_FREE_MARGIN');
        throw error;
      }
      return this.created(row);
    });
  }

  /** The session's active account, which must be the customer's real one. */
  async realAccount(actor: CustomerActor): Promise<string> {
    const account = await loadAccount(this.context.db, actor.accountId);
    if (!account || account.userId !== actor.userId)
      throw new Error(`active account ${actor.accountId} is not the user's`);
    if (account.kind !== 'real') throw refuse('PRACTICE_ACCOUNT');
    return account.id;
  }

  private brokerAccount(id: string | undefined): BrokerBankAccount {
    const accounts = this.context.config.brokerAccounts;
    const account = id === undefined ? accounts[0] : accounts.find((candidate) => candidate.id === id);
    if (!account) throw refuse('BROKER_ACCOUNT_UNKNOWN');
    return account;
  }

  /**
   * Writes a transfer deposit request; no money moves until the broker approves it. The day is
   * counted again in the writing transaction, under the customer's lock.
   */
  private record(
    actor: CustomerActor,
    review: MasakReview,
    row: (reference: string) => NewTransaction,
  ): Promise<Transaction> {
    return this.references.withReference(async (reference) => {
      const transaction = row(reference);
      await this.context.db.transaction(async (tx) => {
        const locked = await masakInTransaction(
          this.context,
          tx,
          { actor, amountCents: transaction.amountCents, review },
          true,
        );
        transaction.masakReview = locked.masakReview;
        await insertTransaction(tx, transaction);
        await this.auditCreated(tx, actor, transaction);
      });
      return this.created(transaction);
    });
  }

  async auditCreated(tx: Queryable, actor: CustomerActor, row: NewTransaction): Promise<void> {
    await auditRequestCreated(tx, actor.userId, row, 'pending');
  }

  /**
   * Reads the committed row back and tells subscribers; a row written already decided (a card paid
   * at the provider) is also announced as decided, which is what turns into the customer's notice.
   */
  async created(row: NewTransaction, decided?: { decidedBy: null }): Promise<Transaction> {
    const record = await findTransaction(this.context.db, row.id);
    if (!record) throw new Error(`transaction ${row.id} vanished after its commit`);
    const subject = {
      userId: record.userId,
      accountId: record.accountId,
      atMs: record.createdAt.getTime(),
      transaction: eventDataOf(record),
    };
    this.context.events.publish([
      { type: 'transaction.created', ...subject },
      ...(decided && record.status !== 'pending'
        ? [
            {
              type: 'transaction.decided' as const,
              ...subject,
              status: record.status,
              reason: null,
              ...decided,
            },
          ]
        : []),
    ]);
    return toTransaction(record);
  }
}
