// The settings of the jurisdiction's terms for new positions, read once at start: the minimum
// initial deposit in lira (MIN_INITIAL_DEPOSIT_TRY, default 50,000; 0 turns it off) and the
// default leverage caps (LEVERAGE_CAP_RETAIL, default 10; LEVERAGE_CAP_PROFESSIONAL, default 100).
// An operator changes one asset class's cap at run time (trading-terms-routes.ts). A value that is
// not a whole number in range stops the server and names the variable.
import { ConfigError } from '../config';
import {
  DEFAULT_LEVERAGE_CAPS,
  LEVERAGE_CAP_MAX,
  LEVERAGE_CAP_MIN,
  type LeverageCapDefaults,
} from './leverage-caps';
import { DEFAULT_MINIMUM_DEPOSIT_TRY } from './minimum-deposit';

export interface TradingTermsConfig {
  minimumDepositTry: number;
  leverageCaps: LeverageCapDefaults;
}

export const DEFAULT_TRADING_TERMS: TradingTermsConfig = {
  minimumDepositTry: DEFAULT_MINIMUM_DEPOSIT_TRY,
  leverageCaps: DEFAULT_LEVERAGE_CAPS,
};

function wholeNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max)
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
}

export function loadTradingTermsConfig(env: NodeJS.ProcessEnv = process.env): TradingTermsConfig {
  return {
    minimumDepositTry: wholeNumber(
      env,
      'MIN_INITIAL_DEPOSIT_TRY',
      DEFAULT_MINIMUM_DEPOSIT_TRY,
      0,
      100_000_000,
    ),
    leverageCaps: {
      retail: wholeNumber(
        env,
        'LEVERAGE_CAP_RETAIL',
        DEFAULT_LEVERAGE_CAPS.retail,
        LEVERAGE_CAP_MIN,
        LEVERAGE_CAP_MAX,
      ),
      professional: wholeNumber(
        env,
        'LEVERAGE_CAP_PROFESSIONAL',
        DEFAULT_LEVERAGE_CAPS.professional,
        LEVERAGE_CAP_MIN,
        LEVERAGE_CAP_MAX,
      ),
    },
  };
}
