// How a report's values are written in its cells, the same in the CSV and the PDF: money with two
// decimals, prices with the instrument's digits, lots on the 0.01 grid, times in Istanbul.
import { serverTexts } from '../../../contract/server-texts';
import type { OrderSide } from '../../../contract/entities';
import { findInstrument } from '../engine/catalogue';
import { centsText } from './finance-money';
import { istanbulDateTime } from './istanbul-calendar';

const texts = serverTexts.finance;

export const moneyCell = (cents: number): string => centsText(cents);

export function priceCell(symbol: string, price: number | null): string {
  if (price === null) return '';
  const digits = findInstrument(symbol)?.digits;
  return digits === undefined ? String(price) : price.toFixed(digits);
}

export const lotsCell = (lots: number): string => lots.toFixed(2);

export const timeCell = (ms: number | null): string => (ms === null ? '' : istanbulDateTime(ms));

export const sideCell = (side: OrderSide): string => texts.sides[side];

export function ledgerKindCell(kind: string): string {
  return Object.hasOwn(texts.ledgerKinds, kind)
    ? texts.ledgerKinds[kind as keyof typeof texts.ledgerKinds]
    : kind;
}
