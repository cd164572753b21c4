// The T.C. Kimlik No (Turkish national identity number) rule, shared by the profile form and the
// server's check: 11 digits, the first not 0; the 10th digit is (7 × the sum of digits 1, 3, 5, 7
// and 9, less the sum of digits 2, 4, 6 and 8) mod 10; the 11th is the sum of the first ten mod 10.

export type NationalIdProblem = 'digits' | 'checkDigits';

/** What is wrong with a number, or null when it is a valid T.C. Kimlik No. */
export function nationalIdProblem(value: string): NationalIdProblem | null {
  if (!/^[1-9]\d{10}$/.test(value)) return 'digits';
  const digits = [...value].map(Number);
  const odd = digits[0] + digits[2] + digits[4] + digits[6] + digits[8];
  const even = digits[1] + digits[3] + digits[5] + digits[7];
  // Adding 10 × 9 keeps the remainder non-negative; JavaScript's % keeps the sign of the dividend.
  const tenth = (odd * 7 - even + 90) % 10;
  const eleventh = digits.slice(0, 10).reduce((sum, digit) => sum + digit, 0) % 10;
  return digits[9] === tenth && digits[10] === eleventh ? null : 'checkDigits';
}

export const isNationalId = (value: string): boolean => nationalIdProblem(value) === null;
