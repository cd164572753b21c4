// The stored password hash carries production's cost: every other server test file runs with the
// cheapest argon2id (server/test/helpers/fast-password-hash.ts), so this file takes the library as
// it is and checks what hashPassword writes and that verifyPassword accepts only the password.
import { parseOptions } from '@node-rs/argon2';
import { hashPassword, verifyPassword } from '../../src/users/password';

jest.unmock('@node-rs/argon2');

describe('a stored password hash', () => {
  it("is argon2id with the library's default cost: 19 MB of memory, two passes, one lane", async () => {
    const stored = await hashPassword('Sifre1234');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(parseOptions(stored)).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
  });

  it('verifies the password it was made from and no other', async () => {
    const stored = await hashPassword('Sifre1234');
    expect(await verifyPassword(stored, 'Sifre1234')).toBe(true);
    expect(await verifyPassword(stored, 'Sifre1235')).toBe(false);
  });
});
