// Server configuration, read once from the environment and validated so a typo fails at start
// rather than at the first request. Every variable is documented in README.md and docs/server.md.

import { isIP } from 'node:net';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './http/rate-limit';

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
  /**
   * The reverse proxies whose X-Forwarded-For is believed (addresses, CIDR ranges or proxy-addr's
   * names loopback, linklocal, uniquelocal); empty: none, the socket's own address counts. A
   * client's own X-Forwarded-For is never believed, since it could name any address.
   */
  trustProxy: readonly string[];
  /** Named limits per address, account or e-mail (http/rate-limit.ts). */
  rateLimits: RateLimits;
  /** Live sockets one token may hold open at once; past it a new one is closed with 4429. */
  socketsPerTokenMax: number;
  /** Live sockets one address may hold open at once; past it a new one is closed with 4429. */
  socketsPerAddressMax: number;
  /** Where people reach the app, without a trailing slash; links in mails start with it. */
  publicUrl: string;
  /**
   * LIVE_FANOUT_PROCESSES: gateway processes that hold the live sockets (live/fanout-hub.ts), so
   * serializing and writing frames leaves the engine's thread; 0 or absent: the sockets stay in
   * this process.
   */
  liveFanoutProcesses?: number;
}

export class ConfigError extends Error {}

/** A phone holds a few tabs; more sockets than this for one token is a script. */
export const SOCKETS_PER_TOKEN_MAX = 10;
/** An office or a mobile carrier's NAT puts many people behind one address. */
export const SOCKETS_PER_ADDRESS_MAX = 200;
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY lists the proxies in front of the server. `true` (believe whoever sends the
 * header) is refused: any client could then pick the address its limits are counted under.
 */
function readTrustedProxies(env: NodeJS.ProcessEnv): string[] {
  const raw = readText(env, 'TRUST_PROXY');
  if (raw === null || raw === 'false' || raw === '0') return [];
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isProxyEntry(entry));
  if (bad !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must list the proxies' addresses or ranges (e.g. 127.0.0.1,10.0.0.0/8), got "${bad}"`,
    );
  }
  return entries;
}

export function readInteger(
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

/**
 * An absolute http(s) address, because a mail client has no page to resolve a relative link
 * against. A path prefix is kept (behind a proxy under /app); a query or fragment is refused,
 * since links are built by appending paths to it.
 */
function readPublicUrl(env: NodeJS.ProcessEnv, port: number): string {
  const raw = readText(env, 'PUBLIC_URL');
  if (raw === null) return `http://localhost:${port}`;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  const usable =
    url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash;
  if (!usable || url.username || url.password) {
    throw new ConfigError(
      `PUBLIC_URL must be an http:// or https:// address without query or fragment, got "${raw}"`,
    );
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
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
  const port = readInteger(env, 'PORT', 8080, 0, 65535);
  return {
    port,
    host: readText(env, 'HOST') ?? '0.0.0.0',
    dataDir: readText(env, 'DATA_DIR') ?? '.data',
    databaseUrl,
    logLevel,
    nodeEnv: readText(env, 'NODE_ENV') ?? 'development',
    feedSeed: readInteger(env, 'FEED_SEED', 42, 0, 2 ** 31 - 1),
    feedTickMs: readInteger(env, 'FEED_TICK_MS', 250, 10, 60_000),
    trustProxy: readTrustedProxies(env),
    rateLimits: DEFAULT_RATE_LIMITS,
    socketsPerTokenMax: SOCKETS_PER_TOKEN_MAX,
    socketsPerAddressMax: SOCKETS_PER_ADDRESS_MAX,
    publicUrl: readPublicUrl(env, port),
    ...readFanout(env),
  };
}

/** Present only when set, so the default configuration stays the single-process one. */
function readFanout(env: NodeJS.ProcessEnv): Pick<AppConfig, 'liveFanoutProcesses'> {
  const processes = readInteger(env, 'LIVE_FANOUT_PROCESSES', 0, 0, 64);
  return processes > 0 ? { liveFanoutProcesses: processes } : {};
}

export function isProduction(config: AppConfig): boolean {
  return config.nodeEnv === 'production';
}
