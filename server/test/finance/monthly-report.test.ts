// The monthly maths on its own: the identity to the cent, months chained, credit left out, the
// current month present, and (property) Σ of every month's change = the balance for any ledger.
import fc from 'fast-check';
import { centsText, usd } from '../../src/finance/finance-money';
import { monthlyFigures, netChangeCents, newestFirst } from '../../src/finance/monthly-report';

describe('monthlyFigures', () => {
  it('sums each kind into its figure and chains the months', () => {
    const months = monthlyFigures(
      [
        { month: '2025-11', kind: 'deposit', cents: 1_000_00 },
        { month: '2025-11', kind: 'realized', cents: -12_34 },
        { month: '2025-11', kind: 'swap', cents: -1_05 },
        { month: '2026-01', kind: 'withdrawal', cents: -200_00 },
        { month: '2026-01', kind: 'stopout_reset', cents: 3_00 },
        { month: '2026-01', kind: 'credit', cents: 50_00 },
      ],
      [{ month: '2025-11', closedTrades: 4 }],
      '2026-02',
    );
    expect(months).toEqual([
      {
        month: '2025-11',
        openingCents: 0,
        depositsCents: 1_000_00,
        withdrawalsCents: 0,
        realizedCents: -12_34,
        swapCents: -1_05,
        commissionCents: 0,
        otherCents: 0,
        closingCents: 986_61,
        closedTrades: 4,
      },
      {
        month: '2026-01',
        openingCents: 986_61,
        depositsCents: 0,
        withdrawalsCents: 200_00,
        realizedCents: 0,
        swapCents: 0,
        commissionCents: 0,
        otherCents: 3_00,
        closingCents: 789_61,
        closedTrades: 0,
      },
      {
        month: '2026-02',
        openingCents: 789_61,
        depositsCents: 0,
        withdrawalsCents: 0,
        realizedCents: 0,
        swapCents: 0,
        commissionCents: 0,
        otherCents: 0,
        closingCents: 789_61,
        closedTrades: 0,
      },
    ]);
    expect(newestFirst(months).map((figures) => figures.month)).toEqual(['2026-02', '2026-01', '2025-11']);
  });

  it('holds the identity and ends at the sum of the balance rows for any ledger', () => {
    const kinds = ['deposit', 'withdrawal', 'realized', 'swap', 'credit', 'stopout_reset', 'practice_reset'];
    const row = fc.record({
      month: fc.constantFrom('2024-12', '2025-01', '2025-02', '2025-07', '2026-01'),
      kind: fc.constantFrom(...kinds),
      cents: fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 60 }), (rows) => {
        const months = monthlyFigures(rows, [], '2026-01');
        let balance = 0;
        for (const figures of months) {
          expect(figures.openingCents).toBe(balance);
          expect(figures.openingCents + netChangeCents(figures)).toBe(figures.closingCents);
          balance = figures.closingCents;
        }
        const expected = rows
          .filter((entry) => entry.kind !== 'credit')
          .reduce((sum, entry) => sum + entry.cents, 0);
        expect(balance).toBe(expected);
        expect(months[months.length - 1].month).toBe('2026-01');
      }),
    );
  });
});

describe('money in reports', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [-5, '-0.05'],
    [123456, '1234.56'],
    [-100, '-1.00'],
  ])('%i cents is %s', (cents, text) => {
    expect(centsText(cents)).toBe(text);
    expect(usd(cents)).toBe(Number(text));
  });

  it('refuses a fraction of a cent', () => {
    expect(() => centsText(1.5)).toThrow();
  });
});
