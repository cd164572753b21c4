// Server configuration, read once from the environment and validated so a typo fails at start
// rather than at the first request. Every variable is documented in README.md and docs/server.md.

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface AppConfig {
  port: number;
  host: string;
  /** Folder for the embedded database files and uploads. */
  dataDir: string;
  /** When set, a real PostgreSQL server is used instead of the embedded PGlite. */
  databaseUrl: string | null;
  logLevel: LogLevel;
  nodeEnv: string;
  /** Seed of the simulated price feed, so a run can be replayed. */
  feedSeed: number;
  feedTickMs: number;
  /** Behind a reverse proxy: trust X-Forwarded-For so rate limits count the real address. */
  trustProxy: boolean;
}

export class ConfigError extends Error {}

function readInteger(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function readText(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name]?.trim();
  return raw ? raw : null;
}

function readFlag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = readText(env, name)?.toLowerCase();
  if (raw === null || raw === undefined || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const logLevel = (readText(env, 'LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const databaseUrl = readText(env, 'DATABASE_URL');
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  return {
    port: readInteger(env, 'PORT', 8080, 0, 65535),
    host: readText(env, 'HOST') ?? '0.0.0.0',
    dataDir: readText(env, 'DATA_DIR') ?? '.data',
    databaseUrl,
    logLevel,
    nodeEnv: readText(env, 'NODE_ENV') ?? 'development',
    feedSeed: readInteger(env, 'FEED_SEED', 42, 0, 2 ** 31 - 1),
    feedTickMs: readInteger(env, 'FEED_TICK_MS', 250, 10, 60_000),
    trustProxy: readFlag(env, 'TRUST_PROXY'),
  };
}

export function isProduction(config: AppConfig): boolean {
  return config.nodeEnv === 'production';
}
