// The equity curve's points, pure: one per day with ledger activity or an end-of-day snapshot in
// the range, oldest first. A day with a snapshot takes its balance and equity from it; a day
// before snapshots existed (or one the job missed) takes the ledger's balance at that day's end,
// with equity = balance since the open profit of that moment is not known; today is the engine's
// live figures.
import type { EquitySource } from '../../../contract/finance';
import type { Day } from './istanbul-calendar';

export type { EquitySource } from '../../../contract/finance';

export interface DayBalance {
  day: Day;
  balanceCents: number;
}

export interface DayFigures extends DayBalance {
  equityCents: number;
}

export interface EquityPointCents extends DayFigures {
  source: EquitySource;
}

export interface EquityInputs {
  from: Day;
  to: Day;
  today: Day;
  /** The balance at the end of each day that had ledger rows. */
  ledgerDays: readonly DayBalance[];
  snapshots: readonly DayFigures[];
  /** The engine's figures now; null when the engine does not know the account. */
  live: { balanceCents: number; equityCents: number } | null;
}

export function equityPoints(inputs: EquityInputs): EquityPointCents[] {
  const { from, to, today } = inputs;
  const inRange = (day: Day) => day >= from && day <= to && day < today;
  const points = new Map<Day, EquityPointCents>();
  for (const row of inputs.ledgerDays) {
    if (inRange(row.day)) points.set(row.day, { ...row, equityCents: row.balanceCents, source: 'ledger' });
  }
  for (const row of inputs.snapshots) {
    if (inRange(row.day)) points.set(row.day, { ...row, source: 'snapshot' });
  }
  const ordered = [...points.values()].sort((a, b) => (a.day < b.day ? -1 : 1));
  if (today >= from && today <= to) {
    if (inputs.live) ordered.push({ day: today, ...inputs.live, source: 'live' });
    else {
      const ledgerToday = inputs.ledgerDays.find((row) => row.day === today);
      if (ledgerToday)
        ordered.push({ ...ledgerToday, equityCents: ledgerToday.balanceCents, source: 'ledger' });
    }
  }
  return ordered;
}
