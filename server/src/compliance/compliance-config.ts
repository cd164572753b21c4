// The jurisdiction profile the server runs under (JURISDICTION): `tr-spk`, the default, applies
// the Turkish rules for leveraged trading (docs/jurisdiction.md); `none` turns them off for a
// broker licensed elsewhere. The profile also carries the MASAK threshold (MASAK_DAILY_TRY) and
// the per-product switches (COPY_TRADING, CRYPTO_TRADING: `on` or `off`). Read once at start; a
// value outside its list stops the server and names the variable, like every other setting.
import { ConfigError } from '../config';

export const JURISDICTIONS = ['tr-spk', 'none'] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

export interface ComplianceConfig {
  jurisdiction: Jurisdiction;
  /** MASAK: the Istanbul-day total (TRY) from which a deposit or withdrawal states its purpose. */
  masakDailyTry?: number;
  /** Per-product switches; both on unless turned off. */
  copyTrading?: boolean;
  crypto?: boolean;
}

export const DEFAULT_JURISDICTION: Jurisdiction = 'tr-spk';
export const DEFAULT_MASAK_DAILY_TRY = 400_000;
const MASAK_DAILY_TRY_MAX = 1_000_000_000;

function isJurisdiction(value: string): value is Jurisdiction {
  return (JURISDICTIONS as readonly string[]).includes(value);
}

function switchOf(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name]?.trim();
  if (!raw || raw === 'on') return true;
  if (raw === 'off') return false;
  throw new ConfigError(`${name} must be one of on, off, got "${raw}"`);
}

function masakDailyOf(env: NodeJS.ProcessEnv): number {
  const raw = env.MASAK_DAILY_TRY?.trim();
  if (!raw) return DEFAULT_MASAK_DAILY_TRY;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > MASAK_DAILY_TRY_MAX) {
    throw new ConfigError(
      `MASAK_DAILY_TRY must be an integer between 1 and ${MASAK_DAILY_TRY_MAX}, got "${raw}"`,
    );
  }
  return value;
}

export function loadComplianceConfig(env: NodeJS.ProcessEnv = process.env): ComplianceConfig {
  const raw = env.JURISDICTION?.trim();
  if (raw && !isJurisdiction(raw)) {
    throw new ConfigError(`JURISDICTION must be one of ${JURISDICTIONS.join(', ')}, got "${raw}"`);
  }
  return {
    jurisdiction: raw && isJurisdiction(raw) ? raw : DEFAULT_JURISDICTION,
    masakDailyTry: masakDailyOf(env),
    copyTrading: switchOf(env, 'COPY_TRADING'),
    crypto: switchOf(env, 'CRYPTO_TRADING'),
  };
}

/** True when the Turkish rules apply. */
export function rulesApply(config: ComplianceConfig): boolean {
  return config.jurisdiction === 'tr-spk';
}
