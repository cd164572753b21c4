// JURISDICTION=none behaves as before the Turkish rules: a new customer trades on the real account
// at once, the profile carries no compliance fields and the client-outcome ratio is not published.
// A bad JURISDICTION stops the server from starting.
import { compliancePart } from '../../src/compliance/compliance-part';
import { ConfigError } from '../../src/config';
import type { PartContext } from '../../src/compose/server-part';
import { useDescribeApp } from '../helpers/describe-app';
import type { SymbolInfo } from '../../../contract/entities';
import { INSTRUMENTS } from '../../src/engine/catalogue';
import { registerOperator } from '../helpers/register-operator';
import { failureOf, marketOrder, orderOf } from '../trading/trading-test-kit';
import { buildComplianceApp } from './compliance-test-kit';

describe('under none', () => {
  const t = useDescribeApp('compliance', () => buildComplianceApp('none'), 30_000);

  it('places a real order with no onboarding', async () => {
    const user = await t.customer();
    expect((await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.1))).statusCode).toBe(
      200,
    );
  });

  it('answers the profile without the compliance fields', async () => {
    const user = await t.customer();
    const profile = (await t.send(user, 'GET', '/api/users/profile')).body.data as Record<string, unknown>;
    expect(profile.accountKind).toBe('real');
    expect(profile).not.toHaveProperty('clientCategory');
    expect(profile).not.toHaveProperty('appropriateness');
    expect(profile).not.toHaveProperty('consents');
  });

  it("keeps every symbol's own leverage in the infos, the margin and the free-margin check", async () => {
    const user = await t.customer(300);
    const infos = (await t.send(user, 'GET', '/api/margin/infos')).body.data as SymbolInfo[];
    for (const instrument of INSTRUMENTS)
      expect(infos.find((info) => info.symbol === instrument.symbol)?.lvg).toBe(instrument.lvg);
    // 0.2 lots of EURUSD take 217 USD at 1:100: it fits 300 USD (1:10 would ask 2,170).
    const opened = await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.2));
    expect(opened.statusCode).toBe(200);
    expect(orderOf(opened).margin).toBeCloseTo(217, 2);
  });

  it('asks no minimum deposit and offers no leverage caps to change', async () => {
    const user = await t.customer(50);
    expect((await t.send(user, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.01))).statusCode).toBe(
      200,
    );
    const standing = await t.send(user, 'GET', '/api/compliance/minimum-deposit');
    expect(standing.body.data).toMatchObject({ blocked: false, reason: null, missingUsd: 0 });
    const operator = await registerOperator(t.app, t.db);
    const caps = await t.send(operator, 'GET', '/api/operator/compliance/leverage-caps');
    expect(caps.statusCode).toBe(404);
  });

  it('does not publish the client-outcome ratio', async () => {
    const answer = await t.send(null, 'GET', '/api/compliance/client-outcomes');
    expect(answer.statusCode).toBe(404);
    expect(failureOf(answer).message).toBe('Müşteri sonuç oranı bu sunucuda yayımlanmıyor.');
  });
});

describe('a bad JURISDICTION', () => {
  const saved = process.env.JURISDICTION;
  afterEach(() => {
    if (saved === undefined) delete process.env.JURISDICTION;
    else process.env.JURISDICTION = saved;
  });

  it('stops the server at start, naming the variable', () => {
    process.env.JURISDICTION = 'eu';
    // The part reads the variable before it touches anything the composition gives it.
    const build = () => compliancePart().build({} as PartContext);
    expect(build).toThrow(ConfigError);
    expect(build).toThrow('JURISDICTION must be one of tr-spk, none, got "eu"');
  });
});
