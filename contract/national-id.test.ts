import { isNationalId, nationalIdProblem, type NationalIdProblem } from './national-id';

describe('T.C. Kimlik No', () => {
  it.each<[string, NationalIdProblem | null, string]>([
    ['10000000146', null, 'the smallest valid number'],
    ['12345678950', null, 'a valid number with every digit used'],
    ['19090909018', null, 'valid though 7 × the odd sum is below the even sum'],
    ['99999999990', null, 'valid, all nines but the last'],
    ['10000000147', 'checkDigits', 'eleventh digit wrong'],
    ['10000000156', 'checkDigits', 'tenth digit wrong'],
    ['12345678901', 'checkDigits', 'both check digits wrong'],
    ['01234567890', 'digits', 'first digit 0'],
    ['1000000014', 'digits', 'ten digits'],
    ['100000001460', 'digits', 'twelve digits'],
    ['1000000014a', 'digits', 'a letter'],
    [' 10000000146', 'digits', 'a space'],
    ['', 'digits', 'empty'],
  ])('%s: %s (%s)', (value, problem) => {
    expect(nationalIdProblem(value)).toBe(problem);
    expect(isNationalId(value)).toBe(problem === null);
  });
});
