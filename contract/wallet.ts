// Accounts and money on the wire (../shared/API.md "Accounts" and "Money"). The SPA and the server
// both import these shapes; money is USD with at most two decimals, every id a string.

export type AccountKind = 'real' | 'practice';

/** GET /api/users/accounts: one row per account of the signed-in customer. */
export interface TradingAccount {
  id: string;
  kind: AccountKind;
  currency: 'USD';
  balance: number;
  /** Ours: the live figures of this account (the active one follows the socket). */
  credit: number;
  marginFree: number;
  /** Ours: the part of the balance held by pending withdrawals. */
  held: number;
  active: boolean;
}

/** The practice account's starting and reset balance. */
export const PRACTICE_BALANCE_USD = 10_000;

/** GET /api/infos/accounts: the broker's receiving bank accounts for Havale/EFT. */
export interface BrokerBankAccount {
  id: string;
  bank: string;
  iban: string;
  holder: string;
  currency: 'USD' | 'TRY' | 'EUR';
}

/** GET /api/infos/list: the banks a customer can withdraw to. */
export interface BankInfo {
  code: string;
  name: string;
}

export type TransactionType = 'deposit' | 'withdrawal';
export type DepositMethod = 'havale' | 'eft' | 'card';
export type WithdrawalMethod = 'iban';
export type TransactionMethod = DepositMethod | WithdrawalMethod;
export type TransactionStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';

/** GET /api/trans/all rows, newest first. */
export interface Transaction {
  id: string;
  type: TransactionType;
  amount: number;
  method: TransactionMethod;
  status: TransactionStatus;
  /** The code the customer writes in the transfer description (deposits); withdrawals have one too. */
  reference: string;
  createdAt: string;
  decidedAt: string | null;
  /** Why it was rejected; null otherwise. */
  reason: string | null;
  /** Ours: the account it moves money on. */
  accountId: string;
  /** Ours: the receiving broker account of a Havale/EFT deposit. */
  brokerAccountId: string | null;
  /** Ours: a withdrawal's destination, formatted in groups of four. */
  iban: string | null;
  holder: string | null;
  /** Ours: the stated purpose, asked when MASAK's daily total is reached (else null). */
  purpose: string | null;
  /** ['masak'] when the day's total reached the MASAK threshold: the operator reviews it. */
  flags: string[];
}

/** POST /api/trans bodies. */
export interface DepositRequest {
  type: 'deposit';
  amount: number;
  method: DepositMethod;
  brokerAccountId?: string;
  /**
   * Card deposits only: the token the card provider's hosted page returned. Card data never comes
   * here; it is typed on the provider's page (POST /api/trans/card/checkout opens one).
   */
  paymentToken?: string;
  /** Required once the day's deposits and withdrawals reach the MASAK threshold (API.md). */
  purpose?: string;
}

export interface WithdrawalRequest {
  type: 'withdrawal';
  amount: number;
  iban: string;
  holder: string;
  purpose?: string;
}

export type TransactionRequest = DepositRequest | WithdrawalRequest;

/** POST /api/trans/card/checkout: a card payment of `amount` USD on the provider's hosted page. */
export interface CardCheckoutRequest {
  amount: number;
  purpose?: string;
}

/** Where the customer pays: the provider's page, which sends them back with a payment token. */
export interface CardCheckout {
  checkoutId: string;
  /** Open it in the browser (a full navigation); it returns to /deposit?method=card&paymentToken=… */
  paymentUrl: string;
  expiresAt: string;
}

/** The query the provider's page returns to the deposit screen with. */
export const CARD_RETURN_PARAMS = { token: 'paymentToken', amount: 'amount' } as const;

/** GET/POST/DELETE /api/users/banks: a customer's saved withdrawal accounts. */
export interface SavedBankAccount {
  id: string;
  iban: string;
  holder: string;
  /** The bank code from /api/infos/list read off the IBAN, when known. */
  bankCode: string | null;
  bankName: string | null;
  createdAt: string;
}

export interface SaveBankRequest {
  iban: string;
  holder: string;
}

/** Named bounds a screen shows beside the amount field (GET /api/trans/limits). */
export interface MoneyLimits {
  depositMin: number;
  depositMax: number;
  withdrawalMin: number;
  withdrawalMax: number;
}

export type VerificationStatus = 'unverified' | 'pending' | 'verified' | 'rejected';
