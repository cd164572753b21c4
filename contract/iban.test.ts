import {
  formatIban,
  ibanBankCode,
  ibanRemainder,
  isValidTurkishIban,
  normalizeIban,
  turkishIbanProblem,
} from './iban';

// Builds a Turkish IBAN with correct check digits from a bank code and an account part, the way a
// bank does (ISO 13616): compute the remainder with '00' as check digits, then use 98 minus it.
function turkishIban(bankCode: string, reserveAndAccount: string): string {
  const bban = bankCode + reserveAndAccount;
  const check = 98 - ibanRemainder(`TR00${bban}`);
  return `TR${String(check).padStart(2, '0')}${bban}`;
}

const garanti = turkishIban('00062', '00001234567890123');
const ziraat = turkishIban('00010', '00098765432109876');
const isBank = turkishIban('00064', '00000000000000001');

describe('the test helper', () => {
  test('builds 26-character IBANs whose remainder is 1', () => {
    for (const iban of [garanti, ziraat, isBank]) {
      expect(iban).toHaveLength(26);
      expect(ibanRemainder(iban)).toBe(1);
    }
  });

  test('agrees with a published example IBAN', () => {
    // The ECBS sample Turkish IBAN, printed in its standard's registry.
    expect(isValidTurkishIban('TR33 0006 1005 1978 6457 8413 26')).toBe(true);
  });
});

describe('normalizeIban', () => {
  test('strips spaces and upper-cases', () => {
    expect(normalizeIban(' tr33 0006 1005\t1978 ')).toBe('TR33000610051978');
  });
});

describe('formatIban', () => {
  test.each([
    ['', ''],
    ['t', 'T'],
    ['tr33', 'TR33'],
    ['tr330', 'TR33 0'],
    ['TR33 0006 1', 'TR33 0006 1'],
    ['TR33-0006.1005', 'TR33 0006 1005'],
    ['TR330006100519786457841326', 'TR33 0006 1005 1978 6457 8413 26'],
    ['TR33000610051978645784132699', 'TR33 0006 1005 1978 6457 8413 26'],
  ])('%j shows as %j', (typed, shown) => {
    expect(formatIban(typed)).toBe(shown);
  });

  test('never ends in a space, so backspace behind a group works', () => {
    expect(formatIban('TR33 ')).toBe('TR33');
  });
});

describe('turkishIbanProblem', () => {
  test('accepts valid IBANs written with or without spaces', () => {
    expect(turkishIbanProblem(garanti)).toBeNull();
    expect(turkishIbanProblem(formatIban(ziraat))).toBeNull();
    expect(turkishIbanProblem(isBank.toLowerCase())).toBeNull();
  });

  test.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['DE89370400440532013000', 'not-turkish'],
    ['TR33000610051978645784132', 'wrong-length'],
    ['TR3300061005197864578413261', 'wrong-length'],
    ['TR33000610051978645784132A', 'not-digits'],
  ])('%j is refused as %s', (iban, problem) => {
    expect(turkishIbanProblem(iban)).toBe(problem);
  });

  test('refuses a single mistyped digit', () => {
    const lastDigit = Number(garanti.slice(-1));
    const typo = garanti.slice(0, -1) + String((lastDigit + 1) % 10);
    expect(turkishIbanProblem(typo)).toBe('bad-checksum');
  });

  test('refuses two swapped neighbouring digits', () => {
    // '12' -> '21' inside the account number; mod 97 catches every adjacent transposition.
    const swapped = ziraat.replace('98765', '89765');
    expect(swapped).not.toBe(ziraat);
    expect(turkishIbanProblem(swapped)).toBe('bad-checksum');
  });

  test('refuses wrong check digits', () => {
    const wrongCheck = `TR${garanti.slice(2, 4) === '99' ? '98' : '99'}${garanti.slice(4)}`;
    expect(isValidTurkishIban(wrongCheck)).toBe(false);
  });
});

describe('ibanBankCode', () => {
  test('reads positions 5 to 9', () => {
    expect(ibanBankCode(garanti)).toBe('00062');
    expect(ibanBankCode(formatIban(ziraat))).toBe('00010');
    expect(ibanBankCode('tr33 0006 1005 1978 6457 8413 26')).toBe('00061');
  });

  test('is null for a text not shaped like a Turkish IBAN', () => {
    expect(ibanBankCode('TR33 0006')).toBeNull();
    expect(ibanBankCode('DE89370400440532013000')).toBeNull();
  });
});
