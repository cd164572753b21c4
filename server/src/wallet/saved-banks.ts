// GET/POST/DELETE /api/users/banks: the IBANs a customer withdraws to, checked once when saved
// (a valid Turkish IBAN, in the customer's own name) and shown with the bank read off the IBAN.
import { randomUUID } from 'node:crypto';
import { formatIban, ibanBankCode } from '../../../contract/iban';
import type { SavedBankAccount } from '../../../contract/wallet';
import { parseHolder, parseIban, type Parsed } from './money-input';
import { nowOf, refuse, type WalletContext } from './wallet-context';
import { SAVED_BANKS_MAX } from './wallet-refusals';
import { findUserById } from '../users/users-repository';
import {
  deleteSavedBank,
  insertSavedBank,
  listSavedBanks,
  type SavedBankRecord,
} from './saved-banks-repository';

function valueOf<T>(parsed: Parsed<T>): T {
  if (!parsed.ok) throw refuse(parsed.code);
  return parsed.value;
}

export class SavedBanks {
  constructor(private readonly context: WalletContext) {}

  async list(userId: string): Promise<SavedBankAccount[]> {
    return (await listSavedBanks(this.context.db, userId)).map((record) => this.view(record));
  }

  async save(userId: string, body: { iban: string; holder: string }): Promise<SavedBankAccount> {
    const iban = valueOf(parseIban(body.iban));
    const name = await findUserById(this.context.db, userId);
    if (!name) throw new Error(`signed-in user ${userId} has no users row`);
    const holder = valueOf(parseHolder(body.holder, name));
    const saved = await insertSavedBank(
      this.context.db,
      { id: randomUUID(), userId, iban, holder, createdAt: nowOf(this.context) },
      SAVED_BANKS_MAX,
    );
    if (saved === 'duplicate') throw refuse('BANK_EXISTS');
    if (saved === 'full') throw refuse('BANKS_FULL');
    return this.view(saved);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await deleteSavedBank(this.context.db, userId, id))) throw refuse('BANK_NOT_FOUND');
  }

  private view(record: SavedBankRecord): SavedBankAccount {
    const bankCode = ibanBankCode(record.iban);
    const bank = this.context.config.banks.find((candidate) => candidate.code === bankCode);
    return {
      id: record.id,
      iban: formatIban(record.iban),
      holder: record.holder,
      bankCode,
      bankName: bank?.name ?? null,
      createdAt: record.createdAt.toISOString(),
    };
  }
}
