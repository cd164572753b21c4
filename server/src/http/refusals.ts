// The one place where domain refusal codes become HTTP answers: every domain's table, joined.
// A code no table knows is a programming error and answers 500 (the error handler logs it).
import { ACCOUNTS_REFUSALS } from '../accounts/accounts-refusals';
import { BACK_OFFICE_REFUSALS } from '../back-office/back-office-refusals';
import { COPY_REFUSALS } from '../copy-trading/copy-refusals';
import { FINANCE_REFUSALS } from '../finance/finance-refusals';
import { IDENTITY_REFUSALS } from '../identity/identity-refusals';
import { ROBOTS_REFUSALS } from '../robots/robots-refusals';
import { SETTINGS_REFUSALS } from '../settings/settings-refusals';
import { TRADING_REFUSALS } from '../trading/trading-refusals';
import { USERS_REFUSALS } from '../users/users-refusals';
import { WALLET_REFUSALS } from '../wallet/wallet-refusals';
import type { Refusal } from './refusal-table';

const REFUSALS: Readonly<Record<string, Refusal>> = {
  ...ACCOUNTS_REFUSALS,
  ...BACK_OFFICE_REFUSALS,
  ...COPY_REFUSALS,
  ...FINANCE_REFUSALS,
  ...IDENTITY_REFUSALS,
  ...ROBOTS_REFUSALS,
  ...SETTINGS_REFUSALS,
  ...TRADING_REFUSALS,
  ...USERS_REFUSALS,
  ...WALLET_REFUSALS,
};

export function refusalFor(code: string): Refusal | null {
  return Object.hasOwn(REFUSALS, code) ? REFUSALS[code] : null;
}
