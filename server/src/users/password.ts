// Passwords are hashed with argon2id (the library default) and checked against one rule set.
import { hash, verify } from '@node-rs/argon2';

const PASSWORD_LENGTH_MIN = 8;
const PASSWORD_LENGTH_MAX = 128;

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

/** At least 8 characters with an upper-case letter, a lower-case letter and a digit. */
export function meetsPasswordRules(password: string): boolean {
  return (
    password.length >= PASSWORD_LENGTH_MIN &&
    password.length <= PASSWORD_LENGTH_MAX &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\d/.test(password)
  );
}

// Checked when the account does not exist, so a wrong email costs as long as a wrong password
// and the answer time does not tell which accounts exist.
let decoyHash: Promise<string> | null = null;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hash('decoy-password-never-matches');
  await verify(await decoyHash, password);
  return false;
}
