import { birthDateProblem, todayIso } from './birth-date';

describe('birth date: 18 or older, not in the future', () => {
  it.each([
    ['2000-05-10', '2026-11-22', null],
    ['2008-11-22', '2026-11-22', null],
    ['2008-11-23', '2026-11-22', 'minor'],
    ['2020-01-01', '2026-11-22', 'minor'],
    ['2026-11-22', '2026-11-22', 'minor'],
    ['2026-11-23', '2026-11-22', 'future'],
    ['2008-02-29', '2026-02-28', 'minor'],
    ['2008-02-29', '2026-03-01', null],
    ['2001-02-30', '2026-11-22', 'invalid'],
    ['22.11.2000', '2026-11-22', 'invalid'],
    ['', '2026-11-22', 'invalid'],
    ['1899-12-31', '2026-11-22', 'invalid'],
  ])('%s on %s: %s', (birthDate, today, problem) => {
    expect(birthDateProblem(birthDate, today)).toBe(problem);
  });

  it('reads today in the local calendar', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
