// Network fakes and samples for the money screens, the account switcher and /wallet: a customer
// with both accounts, the broker's two IBANs, the server's limits and the routes the layout loads.
import type {
  AccountKind,
  BrokerBankAccount,
  MoneyLimits,
  SavedBankAccount,
  Transaction,
  TradingAccount,
  VerificationStatus,
} from '../../contract/wallet';
import { ibanRemainder } from '../../contract/iban';
import type { RootState } from '../app/store';
import { demoProfile, demoSummary } from './fixtures';
import { installFakeApi, type FakeApi } from './fake-api';
import { signedInState } from './render-with-providers';

/** A Turkish IBAN with correct check digits (ISO 13616), from a bank code and 17 more digits. */
export function validIban(bankCode: string, rest: string): string {
  const bban = bankCode + rest;
  const check = 98 - ibanRemainder(`TR00${bban}`);
  return `TR${String(check).padStart(2, '0')}${bban}`;
}

export const GARANTI_IBAN = validIban('00062', '00001234567890123');
export const ZIRAAT_IBAN = validIban('00010', '00098765432109876');

export const LIMITS: MoneyLimits = {
  depositMin: 10,
  depositMax: 50000,
  withdrawalMin: 20,
  withdrawalMax: 25000,
};

export const BROKER_ACCOUNTS: BrokerBankAccount[] = [
  {
    id: 'b1',
    bank: 'Garanti BBVA',
    iban: validIban('00062', '00000000011112222'),
    holder: 'Kaldıraç Yatırım A.Ş.',
    currency: 'USD',
  },
  {
    id: 'b2',
    bank: 'Ziraat Bankası',
    iban: validIban('00010', '00000000033334444'),
    holder: 'Kaldıraç Yatırım A.Ş.',
    currency: 'TRY',
  },
];

export function makeAccounts(
  active: AccountKind,
  overrides: Partial<Record<AccountKind, Partial<TradingAccount>>> = {},
): TradingAccount[] {
  const base = { currency: 'USD' as const, credit: 0, held: 0 };
  return [
    {
      ...base,
      id: 'acc-real',
      kind: 'real',
      balance: 1500,
      marginFree: 1500,
      active: active === 'real',
      ...overrides.real,
    },
    {
      ...base,
      id: 'acc-practice',
      kind: 'practice',
      balance: 10000,
      marginFree: 10000,
      active: active === 'practice',
      ...overrides.practice,
    },
  ];
}

export function makeTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 't1',
    type: 'deposit',
    amount: 250,
    method: 'havale',
    status: 'pending',
    reference: 'KLD-7Q4M2X',
    createdAt: '2026-11-22T10:15:00.000Z',
    decidedAt: null,
    reason: null,
    accountId: 'acc-real',
    brokerAccountId: 'b1',
    iban: null,
    holder: null,
    purpose: null,
    flags: [],
    ...overrides,
  };
}

export function makeSavedBank(overrides: Partial<SavedBankAccount> = {}): SavedBankAccount {
  return {
    id: 'sb1',
    iban: GARANTI_IBAN,
    holder: 'Demo Kullanıcı',
    bankCode: '00062',
    bankName: 'Garanti BBVA',
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export const ok = <T>(data: T) => ({ status: 200, body: { status: true, data } });
export const refusal = (status: number, message: string) => ({ status, body: { status: false, message } });

export interface MoneyFakeOptions {
  active?: AccountKind;
  verification?: VerificationStatus;
  savedBanks?: SavedBankAccount[];
  transactions?: Transaction[][];
  /** The real account's free margin, in the profile the layout loads. */
  marginFree?: number;
  /** The accounts answer; both accounts with `active` set when left out. */
  accounts?: TradingAccount[];
}

/** Every route the money screens and the layout call, with a customer on `active`. */
export function fakeMoneyApi(options: MoneyFakeOptions = {}): FakeApi {
  const {
    active = 'real',
    verification = 'verified',
    savedBanks = [],
    transactions = [[]],
    marginFree = 1500,
  } = options;
  return installFakeApi()
    .on('GET /api/users/profile', ok(demoProfile(realSummary(marginFree))))
    .on('GET /api/users/accounts', ok(options.accounts ?? makeAccounts(active)))
    .on('GET /api/infos/accounts', ok(BROKER_ACCOUNTS))
    .on(
      'GET /api/infos/list',
      ok([
        { code: '00062', name: 'Garanti BBVA' },
        { code: '00010', name: 'Ziraat Bankası' },
      ]),
    )
    .on('GET /api/trans/limits', ok(LIMITS))
    .on('GET /api/users/verification', ok({ status: verification, documents: [] }))
    .on('GET /api/users/banks', ok(savedBanks))
    .on('GET /api/trans/all', (call) => {
      const page = Number(call.query.get('page') ?? '1');
      return {
        body: {
          status: true,
          data: transactions[page - 1] ?? [],
          currentPage: page,
          totalPages: transactions.length,
        },
      };
    });
}

function realSummary(marginFree: number) {
  return demoSummary({ balance: 1500, assets: 1500, marginFree });
}

/** Signed in with the profile and the live figures loaded; free margin as given. */
export const moneyState = (marginFree = 1500): Partial<RootState> =>
  ({
    ...signedInState(),
    userProfile: { profile: demoProfile(realSummary(marginFree)) },
    userFinance: { summary: realSummary(marginFree) },
  }) as Partial<RootState>;
