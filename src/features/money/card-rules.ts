// The card form's input rules and checks. The card number is grouped by four as typed and checked
// with the Luhn digit every card number carries, so a typo is caught before the provider sees it;
// the expiry is MM/YY and not in the past; the CVC has 3 or 4 digits. Pure, so tested alone.

const CARD_DIGITS_MIN = 12;
const CARD_DIGITS_MAX = 19;
const CARD_GROUP_SIZE = 4;
export const THREE_DS_CODE_LENGTH = 6;

const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** '4111111111111111' -> '4111 1111 1111 1111' as typed; at most 19 digits. */
export function formatCardNumber(raw: string): string {
  const digits = digitsOf(raw).slice(0, CARD_DIGITS_MAX);
  const groups: string[] = [];
  for (let start = 0; start < digits.length; start += CARD_GROUP_SIZE) {
    groups.push(digits.slice(start, start + CARD_GROUP_SIZE));
  }
  return groups.join(' ');
}

/** ISO/IEC 7812 check digit: doubling every second digit from the right, the sum ends in 0. */
export function passesLuhn(number: string): boolean {
  const digits = digitsOf(number);
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function isValidCardNumber(text: string): boolean {
  const digits = digitsOf(text);
  return digits.length >= CARD_DIGITS_MIN && digits.length <= CARD_DIGITS_MAX && passesLuhn(digits);
}

/** '1' -> '1', '12' -> '12', '125' -> '12/5': the slash comes by itself. */
export function formatExpiry(raw: string): string {
  const digits = digitsOf(raw).slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** MM/YY with a real month, not before the month of `today`. */
export function isValidExpiry(text: string, today: Date = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(text);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const thisYear = today.getFullYear();
  const thisMonth = today.getMonth() + 1;
  return year > thisYear || (year === thisYear && month >= thisMonth);
}

export const sanitizeCvc = (raw: string): string => digitsOf(raw).slice(0, 4);
export const isValidCvc = (text: string): boolean => /^\d{3,4}$/.test(text);

export const sanitizeThreeDsCode = (raw: string): string => digitsOf(raw).slice(0, THREE_DS_CODE_LENGTH);
export const isValidThreeDsCode = (text: string): boolean =>
  new RegExp(`^\\d{${THREE_DS_CODE_LENGTH}}$`).test(text);
