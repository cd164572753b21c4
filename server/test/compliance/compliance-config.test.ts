// JURISDICTION: `tr-spk` unless set, `none` turns the Turkish rules off, anything else stops the
// server with a message naming the variable.
import { loadComplianceConfig, rulesApply } from '../../src/compliance/compliance-config';
import { ConfigError } from '../../src/config';

describe('JURISDICTION', () => {
  it('defaults to the Turkish rules', () => {
    const config = loadComplianceConfig({});
    expect(config).toMatchObject({ jurisdiction: 'tr-spk' });
    expect(rulesApply(config)).toBe(true);
  });

  it('turns the rules off with none', () => {
    const config = loadComplianceConfig({ JURISDICTION: ' none ' });
    expect(config).toMatchObject({ jurisdiction: 'none' });
    expect(rulesApply(config)).toBe(false);
  });

  it.each(['tr', 'TR-SPK', 'eu-esma'])('refuses %s naming the variable', (value) => {
    expect(() => loadComplianceConfig({ JURISDICTION: value })).toThrow(ConfigError);
    expect(() => loadComplianceConfig({ JURISDICTION: value })).toThrow(
      `JURISDICTION must be one of tr-spk, none, got "${value}"`,
    );
  });
});
