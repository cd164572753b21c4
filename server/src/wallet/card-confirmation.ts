// POST /api/trans/card/confirm: the second step of a card deposit. The right code approves it at
// once (a 'deposit' ledger row in the same transaction as the status); a wrong code is counted,
// and the third wrong one, like an expired challenge, rejects the deposit. The refusal answers
// after the rejection has been written, so the customer's screen and the list agree.
import { serverTexts } from '../../../contract/server-texts';
import type { Transaction } from '../../../contract/wallet';
import { settle, type Outcome } from './transaction-decisions';
import { toTransaction } from './transaction-view';
import { refuse, type CustomerActor, type WalletContext } from './wallet-context';
import { countWrongCode, findTransaction, type TransactionRecord } from './wallet-repository';
import { THREE_DS_CODE_LENGTH } from './simulated-card-provider';

/** Wrong codes before the deposit is rejected. */
export const THREE_DS_TRIES_MAX = 3;
const CODE_PATTERN = new RegExp(`^\\d{${THREE_DS_CODE_LENGTH}}$`);

const texts = serverTexts.wallet;

export class CardConfirmation {
  constructor(private readonly context: WalletContext) {}

  confirm(actor: CustomerActor, id: string, code: string): Promise<Transaction> {
    if (!CODE_PATTERN.test(code)) throw refuse('CODE_INVALID');
    return this.context.decisions.run(id, async () => {
      const record = await findTransaction(this.context.db, id);
      if (!record || record.userId !== actor.userId) throw refuse('TRANSACTION_NOT_FOUND');
      const challenge = record.challenge;
      if (record.method !== 'card' || !challenge) throw refuse('NOT_CARD_DEPOSIT');
      if (record.status !== 'pending') throw refuse('NOT_PENDING');
      if (this.context.clock.nowMs() >= challenge.expiresAt.getTime()) {
        await this.fail(record, texts.threeDsExpired);
        throw refuse('CODE_EXPIRED');
      }
      if (!(await this.context.provider.checkCode(challenge, code))) {
        const tries = await this.context.db.transaction((tx) => countWrongCode(tx, record.id));
        if (tries < THREE_DS_TRIES_MAX) throw refuse('CODE_WRONG');
        await this.fail(record, texts.threeDsFailed);
        throw refuse('CODE_LOCKED');
      }
      const outcome: Outcome = {
        status: 'approved',
        reason: null,
        decidedBy: null,
        actorRole: 'system',
        verb: 'approve',
      };
      const { money } = this.context;
      const approved = await settle(this.context, record, outcome, (write) =>
        money.deposit(record.accountId, record.amountCents, write),
      );
      return toTransaction(approved);
    });
  }

  private async fail(record: TransactionRecord, reason: string): Promise<void> {
    const outcome: Outcome = {
      status: 'rejected',
      reason,
      decidedBy: null,
      actorRole: 'system',
      verb: 'reject',
    };
    await settle(this.context, record, outcome);
  }
}
