// The leverage caps of the Turkish jurisdiction (SPK communiqué III-37.1, docs/jurisdiction.md),
// as pure rules: the highest leverage a new position of an asset class opens with, per client
// category. A retail customer gets at most the retail cap of the class (default 10); a
// professional customer gets the symbol's own leverage up to the professional cap. An operator's
// change of one class is a row that overrides the default.
import type { ClientCategory } from '../../../contract/compliance';
import { MARKET_CATEGORIES, type MarketCategory } from '../../../contract/entities';

export type LeverageCaps = Readonly<Record<MarketCategory, number>>;
export type LeverageCapTable = Readonly<Record<ClientCategory, LeverageCaps>>;

/** Each category's cap for every class, unless a row says otherwise. */
export interface LeverageCapDefaults {
  retail: number;
  professional: number;
}

export const DEFAULT_LEVERAGE_CAPS: LeverageCapDefaults = { retail: 10, professional: 100 };

/** The caps an operator can set lie in this range (also the table's CHECK). */
export const LEVERAGE_CAP_MIN = 1;
export const LEVERAGE_CAP_MAX = 1000;

export interface LeverageCapRow {
  clientCategory: ClientCategory;
  assetClass: MarketCategory;
  maxLeverage: number;
}

function uniform(cap: number): Record<MarketCategory, number> {
  return Object.fromEntries(MARKET_CATEGORIES.map((assetClass) => [assetClass, cap])) as Record<
    MarketCategory,
    number
  >;
}

/** The defaults with the operator's rows laid over them. */
export function capTable(defaults: LeverageCapDefaults, rows: readonly LeverageCapRow[]): LeverageCapTable {
  const table = { retail: uniform(defaults.retail), professional: uniform(defaults.professional) };
  for (const row of rows) table[row.clientCategory][row.assetClass] = row.maxLeverage;
  return table;
}

/** The leverage a new position opens with: the symbol's own, never above the class's cap. */
export function effectiveLeverage(instrument: { lvg: number; catCode: string }, caps: LeverageCaps): number {
  const cap = (caps as Readonly<Record<string, number>>)[instrument.catCode.toLowerCase()];
  return cap === undefined ? instrument.lvg : Math.min(instrument.lvg, cap);
}
