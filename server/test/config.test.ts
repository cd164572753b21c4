// Configuration from the environment: defaults, and a clear failure for a bad value.
import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '.data',
      databaseUrl: null,
      logLevel: 'info',
      nodeEnv: 'development',
      feedSeed: 42,
      feedTickMs: 250,
      trustProxy: false,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/kaldirac',
      DATABASE_URL: 'postgres://u@db:5432/app',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
      FEED_SEED: '7',
      FEED_TICK_MS: '100',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u@db:5432/app',
      feedSeed: 7,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ FEED_TICK_MS: '1' }, /FEED_TICK_MS/],
    [{ TRUST_PROXY: 'maybe' }, /TRUST_PROXY/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
