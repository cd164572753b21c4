// The converter's arithmetic: any of the five sample currencies or fifteen sample coins into any
// other, through the US dollar, at the sample's fixed figures.
import { formatMoney } from '../../lib/format-number';
import { CURRENCY_PER_USD, SAMPLE_COINS, SAMPLE_CURRENCIES, type SampleCurrency } from './crypto-samples';

export interface ConvertibleUnit {
  /** 'usd' ... 'cad' for a currency, the coin's value ('btc') for a coin. */
  value: string;
  label: string;
  kind: 'currency' | 'coin';
  /** US dollars one unit is worth. */
  usdPerUnit: number;
}

const isCurrency = (value: string): value is SampleCurrency =>
  (SAMPLE_CURRENCIES as readonly string[]).includes(value);

export const CONVERTIBLE_UNITS: readonly ConvertibleUnit[] = [
  ...SAMPLE_CURRENCIES.map((currency) => ({
    value: currency,
    label: currency.toUpperCase(),
    kind: 'currency' as const,
    usdPerUnit: 1 / CURRENCY_PER_USD[currency],
  })),
  ...SAMPLE_COINS.map((coin) => ({
    value: coin.value,
    label: coin.label,
    kind: 'coin' as const,
    usdPerUnit: coin.usd,
  })),
];

export function unitOf(value: string): ConvertibleUnit | undefined {
  return CONVERTIBLE_UNITS.find((unit) => unit.value === value);
}

/** How many `to` one `from` is worth; null for an unknown unit. */
export function rateBetween(from: string, to: string): number | null {
  const source = unitOf(from);
  const target = unitOf(to);
  if (!source || !target) return null;
  return source.usdPerUnit / target.usdPerUnit;
}

export function convert(amount: number, from: string, to: string): number | null {
  const rate = rateBetween(from, to);
  return rate === null ? null : amount * rate;
}

/** Currencies to 2 decimals; coins to up to 8, as exchanges show them, without trailing zeros. */
export function formatUnitAmount(amount: number, unit: string): string {
  if (isCurrency(unit)) return formatMoney(amount);
  const text = amount.toFixed(8).replace(/\.?0+$/, '');
  return text === '' ? '0' : text;
}
