// The money rules a broker sets rather than codes: the amount limits of deposits and withdrawals,
// the broker's receiving bank accounts for Havale/EFT and the banks a customer withdraws to. Each
// has a named default here and, where a broker would change it without a release, an environment
// variable read once at start (a bad value stops the server, like every other setting).
import type { BankInfo, BrokerBankAccount } from '../../../contract/wallet';
import { isValidTurkishIban, normalizeIban } from '../../../contract/iban';
import { ConfigError } from '../config';

export const DEPOSIT_AMOUNT_MIN_CENTS = 10_00;
export const DEPOSIT_AMOUNT_MAX_CENTS = 100_000_00;
export const WITHDRAWAL_AMOUNT_MIN_CENTS = 10_00;
export const WITHDRAWAL_AMOUNT_MAX_CENTS = 50_000_00;
/** Far above any limit a broker would set, and small enough that cents stay exact in a double. */
const AMOUNT_LIMIT_MAX_CENTS = 1_000_000_000_00;

export const BROKER_ACCOUNT_HOLDER = 'Kaldıraç Yatırım Menkul Değerler A.Ş.';

/** The two receiving accounts a fresh install shows; BROKER_BANK_ACCOUNTS (JSON) replaces them. */
export const DEFAULT_BROKER_ACCOUNTS: readonly BrokerBankAccount[] = [
  {
    id: 'garanti-usd',
    bank: 'Garanti BBVA',
    iban: 'TR050006200000062973182451',
    holder: BROKER_ACCOUNT_HOLDER,
    currency: 'USD',
  },
  {
    id: 'isbank-usd',
    bank: 'Türkiye İş Bankası',
    iban: 'TR400006400000110234567890',
    holder: BROKER_ACCOUNT_HOLDER,
    currency: 'USD',
  },
];

/** Turkish banks with their five-digit EFT codes (the digits an IBAN carries after its check digits). */
export const TURKISH_BANKS: readonly BankInfo[] = [
  { code: '00010', name: 'T.C. Ziraat Bankası' },
  { code: '00012', name: 'Türkiye Halk Bankası' },
  { code: '00015', name: 'Türkiye Vakıflar Bankası' },
  { code: '00032', name: 'Türk Ekonomi Bankası' },
  { code: '00046', name: 'Akbank' },
  { code: '00059', name: 'Şekerbank' },
  { code: '00062', name: 'Garanti BBVA' },
  { code: '00064', name: 'Türkiye İş Bankası' },
  { code: '00067', name: 'Yapı ve Kredi Bankası' },
  { code: '00099', name: 'ING Bank' },
  { code: '00103', name: 'Fibabanka' },
  { code: '00111', name: 'QNB Bank' },
  { code: '00123', name: 'HSBC Bank' },
  { code: '00134', name: 'Denizbank' },
  { code: '00135', name: 'Anadolubank' },
  { code: '00146', name: 'Odeabank' },
  { code: '00203', name: 'Albaraka Türk Katılım Bankası' },
  { code: '00205', name: 'Kuveyt Türk Katılım Bankası' },
  { code: '00206', name: 'Türkiye Finans Katılım Bankası' },
  { code: '00209', name: 'Ziraat Katılım Bankası' },
  { code: '00210', name: 'Vakıf Katılım Bankası' },
];

export interface AmountLimits {
  minCents: number;
  maxCents: number;
}

export interface WalletConfig {
  deposit: AmountLimits;
  withdrawal: AmountLimits;
  brokerAccounts: readonly BrokerBankAccount[];
  banks: readonly BankInfo[];
}

export const DEFAULT_WALLET_CONFIG: WalletConfig = {
  deposit: { minCents: DEPOSIT_AMOUNT_MIN_CENTS, maxCents: DEPOSIT_AMOUNT_MAX_CENTS },
  withdrawal: { minCents: WITHDRAWAL_AMOUNT_MIN_CENTS, maxCents: WITHDRAWAL_AMOUNT_MAX_CENTS },
  brokerAccounts: DEFAULT_BROKER_ACCOUNTS,
  banks: TURKISH_BANKS,
};

/** A USD amount with at most two decimals ('250', '250.5', '250.50') in cents. */
function readUsdCents(env: NodeJS.ProcessEnv, name: string, fallbackCents: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallbackCents;
  if (!/^\d+(\.\d{1,2})?$/.test(raw)) {
    throw new ConfigError(`${name} must be a USD amount with at most two decimals, got "${raw}"`);
  }
  const cents = Math.round(Number(raw) * 100);
  if (cents <= 0 || cents > AMOUNT_LIMIT_MAX_CENTS) {
    throw new ConfigError(
      `${name} must be above 0 and at most ${AMOUNT_LIMIT_MAX_CENTS / 100}, got "${raw}"`,
    );
  }
  return cents;
}

function readLimits(env: NodeJS.ProcessEnv, prefix: string, fallback: AmountLimits): AmountLimits {
  const minCents = readUsdCents(env, `${prefix}_MIN_USD`, fallback.minCents);
  const maxCents = readUsdCents(env, `${prefix}_MAX_USD`, fallback.maxCents);
  if (minCents > maxCents) throw new ConfigError(`${prefix}_MIN_USD must not exceed ${prefix}_MAX_USD`);
  return { minCents, maxCents };
}

const CURRENCIES: readonly string[] = ['USD', 'TRY', 'EUR'];

function isBrokerAccount(value: unknown): value is BrokerBankAccount {
  if (typeof value !== 'object' || value === null) return false;
  const account = value as Record<string, unknown>;
  return (
    typeof account.id === 'string' &&
    account.id.trim() !== '' &&
    typeof account.bank === 'string' &&
    typeof account.holder === 'string' &&
    typeof account.iban === 'string' &&
    isValidTurkishIban(account.iban) &&
    typeof account.currency === 'string' &&
    CURRENCIES.includes(account.currency)
  );
}

function readBrokerAccounts(env: NodeJS.ProcessEnv): readonly BrokerBankAccount[] {
  const raw = env.BROKER_BANK_ACCOUNTS?.trim();
  if (!raw) return DEFAULT_BROKER_ACCOUNTS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError('BROKER_BANK_ACCOUNTS must be JSON');
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every(isBrokerAccount)) {
    throw new ConfigError(
      'BROKER_BANK_ACCOUNTS must be a non-empty array of {id, bank, iban (a valid Turkish IBAN), holder, currency}',
    );
  }
  const accounts = parsed.map((account) => ({ ...account, iban: normalizeIban(account.iban) }));
  if (new Set(accounts.map((account) => account.id)).size !== accounts.length) {
    throw new ConfigError('BROKER_BANK_ACCOUNTS ids must be unique');
  }
  return accounts;
}

/**
 * DEPOSIT_MIN_USD, DEPOSIT_MAX_USD, WITHDRAWAL_MIN_USD, WITHDRAWAL_MAX_USD and
 * BROKER_BANK_ACCOUNTS; the defaults above where a variable is absent.
 */
export function loadWalletConfig(env: NodeJS.ProcessEnv = process.env): WalletConfig {
  return {
    deposit: readLimits(env, 'DEPOSIT', DEFAULT_WALLET_CONFIG.deposit),
    withdrawal: readLimits(env, 'WITHDRAWAL', DEFAULT_WALLET_CONFIG.withdrawal),
    brokerAccounts: readBrokerAccounts(env),
    banks: TURKISH_BANKS,
  };
}
