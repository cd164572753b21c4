// Configuration from the environment: defaults, and a clear failure for a bad value.
import { ConfigError, loadConfig, SOCKETS_PER_ADDRESS_MAX, SOCKETS_PER_TOKEN_MAX } from '../src/config';
import { DEFAULT_RATE_LIMITS } from '../src/http/rate-limit';

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
      trustProxy: [],
      publicUrl: 'http://localhost:8080',
      rateLimits: DEFAULT_RATE_LIMITS,
      socketsPerTokenMax: SOCKETS_PER_TOKEN_MAX,
      socketsPerAddressMax: SOCKETS_PER_ADDRESS_MAX,
    });
  });

  it('builds the default public address from PORT and keeps a given one without its trailing slash', () => {
    expect(loadConfig({ PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://kaldirac.example/' }).publicUrl).toBe(
      'https://kaldirac.example',
    );
    expect(loadConfig({ PUBLIC_URL: 'https://example.com/app/' }).publicUrl).toBe('https://example.com/app');
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
      TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback,::1',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u@db:5432/app',
      feedSeed: 7,
      trustProxy: ['10.0.0.1', '192.168.0.0/16', 'loopback', '::1'],
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ FEED_TICK_MS: '1' }, /FEED_TICK_MS/],
    [{ TRUST_PROXY: 'maybe' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY/],
    [{ PUBLIC_URL: 'kaldirac.example' }, /PUBLIC_URL/],
    [{ PUBLIC_URL: 'ftp://kaldirac.example' }, /PUBLIC_URL/],
    [{ PUBLIC_URL: 'https://kaldirac.example/?ref=mail' }, /PUBLIC_URL/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
