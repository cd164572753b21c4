// The jurisdiction profile the server runs under (JURISDICTION): `tr-spk`, the default, applies
// the Turkish rules for leveraged trading (docs/jurisdiction.md); `none` turns them off for a
// broker licensed elsewhere. Read once at start; a value outside the list stops the server and
// names the variable, like every other setting.
import { ConfigError } from '../config';

export const JURISDICTIONS = ['tr-spk', 'none'] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

export interface ComplianceConfig {
  jurisdiction: Jurisdiction;
}

export const DEFAULT_JURISDICTION: Jurisdiction = 'tr-spk';

function isJurisdiction(value: string): value is Jurisdiction {
  return (JURISDICTIONS as readonly string[]).includes(value);
}

export function loadComplianceConfig(env: NodeJS.ProcessEnv = process.env): ComplianceConfig {
  const raw = env.JURISDICTION?.trim();
  if (!raw) return { jurisdiction: DEFAULT_JURISDICTION };
  if (!isJurisdiction(raw)) {
    throw new ConfigError(`JURISDICTION must be one of ${JURISDICTIONS.join(', ')}, got "${raw}"`);
  }
  return { jurisdiction: raw };
}

/** True when the Turkish rules apply. */
export function rulesApply(config: ComplianceConfig): boolean {
  return config.jurisdiction === 'tr-spk';
}
