// The monthly figures in the order the table and the cards show them, with their headings.
import { tr } from '../../i18n/tr-signed-in';
import type { FinanceMonth } from '../../../contract/finance';

export type MonthFigure = Exclude<keyof FinanceMonth, 'month'>;

const texts = tr.finance.months;

export const MONTH_COLUMNS: readonly { key: MonthFigure; label: string; signed?: boolean }[] = [
  { key: 'openingBalance', label: texts.opening },
  { key: 'deposits', label: texts.deposits },
  { key: 'withdrawals', label: texts.withdrawals },
  { key: 'realized', label: texts.realized, signed: true },
  { key: 'swap', label: texts.swap, signed: true },
  { key: 'commission', label: texts.commission },
  { key: 'other', label: texts.other },
  { key: 'closingBalance', label: texts.closing },
];
