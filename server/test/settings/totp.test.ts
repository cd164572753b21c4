// TOTP against RFC 6238 Appendix B's test vectors (8 digits; the SHA-1 key is the ASCII
// "12345678901234567890", SHA-256 and SHA-512 use the same pattern to 32 and 64 bytes), RFC 4226's
// HOTP values, base32, and the ±1 step window with single use.
import { base32Decode, base32Encode, hotp, matchingStep, stepOf, totp } from '../../src/settings/totp';

const SHA1_KEY = Buffer.from('12345678901234567890', 'ascii');
const SHA256_KEY = Buffer.from('12345678901234567890123456789012', 'ascii');
const SHA512_KEY = Buffer.from('1234567890123456789012345678901234567890123456789012345678901234', 'ascii');

describe('RFC 6238 test vectors', () => {
  it.each([
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ])('at %i s: SHA-1 %s, SHA-256 %s, SHA-512 %s', (seconds, sha1, sha256, sha512) => {
    const nowMs = seconds * 1000;
    expect(totp(SHA1_KEY, nowMs, 8, 'sha1')).toBe(sha1);
    expect(totp(SHA256_KEY, nowMs, 8, 'sha256')).toBe(sha256);
    expect(totp(SHA512_KEY, nowMs, 8, 'sha512')).toBe(sha512);
  });
});

it('matches RFC 4226 Appendix D (HOTP, six digits)', () => {
  const expected = [
    '755224',
    '287082',
    '359152',
    '969429',
    '338314',
    '254676',
    '287922',
    '162583',
    '399871',
    '520489',
  ];
  expect(expected.map((_, counter) => hotp(SHA1_KEY, counter))).toEqual(expected);
});

it('reads and writes base32 (RFC 4648) both ways', () => {
  expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
  expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
  expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
  expect(() => base32Decode('not base32!')).toThrow();
});

describe('matchingStep', () => {
  const secret = base32Encode(SHA1_KEY);
  const nowMs = 1_234_567_890_000;
  const current = stepOf(nowMs);
  const codeAt = (step: number) => hotp(SHA1_KEY, step);

  it('accepts the current step and one either side, nothing further', () => {
    expect(matchingStep(secret, codeAt(current), nowMs, 0)).toBe(current);
    expect(matchingStep(secret, codeAt(current - 1), nowMs, 0)).toBe(current - 1);
    expect(matchingStep(secret, codeAt(current + 1), nowMs, 0)).toBe(current + 1);
    expect(matchingStep(secret, codeAt(current - 2), nowMs, 0)).toBeNull();
    expect(matchingStep(secret, codeAt(current + 2), nowMs, 0)).toBeNull();
  });

  it('refuses a step already used or older, and anything that is not six digits', () => {
    expect(matchingStep(secret, codeAt(current), nowMs, current)).toBeNull();
    expect(matchingStep(secret, codeAt(current - 1), nowMs, current - 1)).toBeNull();
    expect(matchingStep(secret, codeAt(current + 1), nowMs, current)).toBe(current + 1);
    expect(matchingStep(secret, '12345', nowMs, 0)).toBeNull();
    expect(matchingStep(secret, 'abcdef', nowMs, 0)).toBeNull();
  });
});
