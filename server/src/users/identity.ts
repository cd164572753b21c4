// Emails and phone numbers are stored in one canonical form, so "Ali@Example.com" and
// "0555 123 45 67" find the same account as "ali@example.com" and "+905551234567".

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const PHONE_DIGITS_MIN = 10;
const PHONE_DIGITS_MAX = 15;

/** Answers +<country><number>, or null when it cannot be a phone number. Turkish forms get +90. */
export function normalizePhone(phone: string): string | null {
  const compact = phone.replace(/[\s().-]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let digits = compact.replace(/^\+/, '');
  if (!compact.startsWith('+')) {
    if (digits.length === 11 && digits.startsWith('05')) digits = `90${digits.slice(1)}`;
    else if (digits.length === 10 && digits.startsWith('5')) digits = `90${digits}`;
    else if (digits.startsWith('00')) digits = digits.slice(2);
  }
  if (digits.length < PHONE_DIGITS_MIN || digits.length > PHONE_DIGITS_MAX) return null;
  return `+${digits}`;
}

/** Login accepts either; an identifier with '@' is an email. */
export function loginKey(identifier: string): string | null {
  return identifier.includes('@') ? normalizeEmail(identifier) : normalizePhone(identifier);
}

/** Trims a person's name and collapses inner spaces; null when nothing is left. */
export function cleanName(name: string): string | null {
  const cleaned = name.trim().replace(/\s+/g, ' ');
  return cleaned.length > 0 ? cleaned : null;
}
