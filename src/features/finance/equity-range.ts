// The range picker's choices and the days each asks the server for. 'Tümü' asks for the longest
// span the server serves (three years), so it starts a day after the same day three years ago.
import { shiftDays, shiftMonths } from './istanbul-day';

export const EQUITY_RANGES = ['1m', '3m', '6m', '1y', 'all'] as const;
export type EquityRange = (typeof EQUITY_RANGES)[number];

/** The server's own default is the last 90 days; three months is the closest choice. */
export const DEFAULT_EQUITY_RANGE: EquityRange = '3m';

const MONTHS_BACK: Record<EquityRange, number> = { '1m': 1, '3m': 3, '6m': 6, '1y': 12, all: 36 };

export interface DayRange {
  from: string;
  to: string;
}

export function rangeDays(range: EquityRange, today: string): DayRange {
  const from = shiftMonths(today, -MONTHS_BACK[range]);
  return { from: range === 'all' ? shiftDays(from, 1) : from, to: today };
}
