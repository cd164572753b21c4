// The wallet's refusals: what the deposit, withdrawal, card and saved-bank services throw as
// DomainError codes, with the HTTP status and Turkish text each becomes (http/refusals.ts joins
// this table with the others). Bad input is 400 with the shared 'VALIDATION' wire code, so a
// client reads every input problem the same way; business refusals are 4xx with their own code.
import { serverTexts } from '../../../contract/server-texts';
import type { RefusalTable } from '../http/refusal-table';

/** Saved withdrawal accounts one customer may keep. */
export const SAVED_BANKS_MAX = 10;

export type WalletInputCode =
  | 'AMOUNT_REQUIRED'
  | 'AMOUNT_NOT_NUMBER'
  | 'AMOUNT_NOT_POSITIVE'
  | 'AMOUNT_DECIMALS'
  | 'AMOUNT_BELOW_MIN'
  | 'AMOUNT_ABOVE_MAX'
  | 'METHOD_REQUIRED'
  | 'METHOD_INVALID'
  | 'FIELD_NOT_ALLOWED'
  | 'BROKER_ACCOUNT_UNKNOWN'
  | 'IBAN_REQUIRED'
  | 'IBAN_NOT_TURKISH'
  | 'IBAN_LENGTH'
  | 'IBAN_DIGITS'
  | 'IBAN_CHECKSUM'
  | 'HOLDER_REQUIRED'
  | 'HOLDER_MISMATCH'
  | 'PAYMENT_TOKEN_REQUIRED'
  | 'CARD_NUMBER_INVALID'
  | 'CARD_HOLDER_REQUIRED'
  | 'CARD_EXPIRY_INVALID'
  | 'CARD_EXPIRED'
  | 'CARD_CVC_INVALID'
  | 'REASON_REQUIRED';

export type WalletRefusalCode =
  | WalletInputCode
  | 'PRACTICE_ACCOUNT'
  | 'VERIFICATION_REQUIRED'
  | 'WITHDRAWAL_EXCEEDS_FREE_MARGIN'
  | 'TRANSACTION_NOT_FOUND'
  | 'NOT_PENDING'
  | 'ALREADY_DECIDED'
  | 'CARD_AWAITS_CODE'
  | 'BANK_NOT_FOUND'
  | 'BANK_EXISTS'
  | 'BANKS_FULL'
  | 'PAYMENT_NOT_FOUND'
  | 'PAYMENT_FAILED'
  | 'PAYMENT_AMOUNT_MISMATCH'
  | 'PAYMENT_ALREADY_CREDITED'
  | 'PURPOSE_REQUIRED';

const texts = serverTexts.wallet;
const BUSINESS = 422;
const VALIDATION = 'VALIDATION';

export const WALLET_INPUT_TEXTS: Readonly<Record<WalletInputCode, string>> = {
  AMOUNT_REQUIRED: texts.amountRequired,
  AMOUNT_NOT_NUMBER: texts.amountNotNumber,
  AMOUNT_NOT_POSITIVE: texts.amountNotPositive,
  AMOUNT_DECIMALS: texts.amountDecimals,
  AMOUNT_BELOW_MIN: texts.amountBelowMin,
  AMOUNT_ABOVE_MAX: texts.amountAboveMax,
  METHOD_REQUIRED: texts.methodRequired,
  METHOD_INVALID: texts.methodInvalid,
  FIELD_NOT_ALLOWED: texts.fieldNotAllowed,
  BROKER_ACCOUNT_UNKNOWN: texts.brokerAccountUnknown,
  IBAN_REQUIRED: texts.ibanRequired,
  IBAN_NOT_TURKISH: texts.ibanNotTurkish,
  IBAN_LENGTH: texts.ibanLength,
  IBAN_DIGITS: texts.ibanDigits,
  IBAN_CHECKSUM: texts.ibanChecksum,
  HOLDER_REQUIRED: texts.holderRequired,
  HOLDER_MISMATCH: texts.holderMismatch,
  PAYMENT_TOKEN_REQUIRED: texts.paymentTokenRequired,
  CARD_NUMBER_INVALID: texts.cardNumberInvalid,
  CARD_HOLDER_REQUIRED: texts.cardHolderRequired,
  CARD_EXPIRY_INVALID: texts.cardExpiryInvalid,
  CARD_EXPIRED: texts.cardExpired,
  CARD_CVC_INVALID: texts.cardCvcInvalid,
  REASON_REQUIRED: texts.reasonRequired,
};

function inputRefusals(): Record<WalletInputCode, { statusCode: number; message: string; wireCode: string }> {
  const table = {} as Record<WalletInputCode, { statusCode: number; message: string; wireCode: string }>;
  for (const code of Object.keys(WALLET_INPUT_TEXTS) as WalletInputCode[]) {
    table[code] = { statusCode: 400, message: WALLET_INPUT_TEXTS[code], wireCode: VALIDATION };
  }
  return table;
}

export const WALLET_REFUSALS: RefusalTable<WalletRefusalCode> = {
  ...inputRefusals(),
  PRACTICE_ACCOUNT: { statusCode: BUSINESS, message: texts.realAccountOnly },
  VERIFICATION_REQUIRED: { statusCode: 403, message: texts.verificationRequired },
  WITHDRAWAL_EXCEEDS_FREE_MARGIN: {
    statusCode: BUSINESS,
    message: texts.insufficientFreeMargin,
    wireCode: 'INSUFFICIENT_MARGIN',
  },
  TRANSACTION_NOT_FOUND: { statusCode: 404, message: texts.transactionNotFound, wireCode: 'NOT_FOUND' },
  NOT_PENDING: { statusCode: 409, message: texts.notPending },
  ALREADY_DECIDED: { statusCode: 409, message: texts.alreadyDecided },
  CARD_AWAITS_CODE: { statusCode: 409, message: texts.cardAwaitsCode },
  BANK_NOT_FOUND: { statusCode: 404, message: texts.bankNotFound, wireCode: 'NOT_FOUND' },
  BANK_EXISTS: { statusCode: 409, message: texts.bankExists, wireCode: 'DUPLICATE' },
  BANKS_FULL: { statusCode: BUSINESS, message: texts.banksFull(SAVED_BANKS_MAX) },
  PAYMENT_NOT_FOUND: { statusCode: 404, message: texts.paymentNotFound, wireCode: 'NOT_FOUND' },
  PAYMENT_FAILED: { statusCode: BUSINESS, message: texts.paymentFailed },
  PAYMENT_AMOUNT_MISMATCH: { statusCode: BUSINESS, message: texts.paymentAmountMismatch },
  PAYMENT_ALREADY_CREDITED: { statusCode: 409, message: texts.paymentAlreadyCredited },
  // The message names the broker's threshold (DomainError.detail); this one is the default's.
  PURPOSE_REQUIRED: { statusCode: 400, message: texts.purposeRequired('400.000') },
};
