// The cluster's switches (../shared/SCALING.md, "Switches"): read once at start, refused with the
// variable's name when wrong. Without NATS_URL the server is one process with in-process buses,
// as `npm start` has always been, and the cluster's switches must be left unset: a node that asked
// for a role subset or shards without a cluster to share them with would silently run alone.
import os from 'node:os';
import { ConfigError } from '../config';
import { LEASE_TTL_MS } from './lease-keeper';
import { SERVER_ROLES, type ServerRole } from '../compose/server-part';

/** A shard count past this is a typo, not a topology (the capacity model needs tens at most). */
export const ENGINE_SHARDS_MAX = 256;
const NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export interface SingleProcess {
  mode: 'single';
  roles: readonly ServerRole[];
  nodeId: string;
  engineShards: 1;
  shardIds: readonly number[];
}

export interface ClusterNode {
  mode: 'cluster';
  natsUrl: string;
  roles: readonly ServerRole[];
  /** Prefix of every subject, stream, consumer and bucket: two clusters on one NATS never meet. */
  clusterName: string;
  engineShards: number;
  /** The shards this node may lead (engine role), each below engineShards. */
  shardIds: readonly number[];
  nodeId: string;
  databaseUrl: string;
  /** The life of this node's leases (CLUSTER_LEASE_MS): the longest a dead leader holds on. */
  leaseMs: number;
}

export type ClusterConfig = SingleProcess | ClusterNode;

const CLUSTER_ONLY = [
  'SERVER_ROLES',
  'CLUSTER_NAME',
  'ENGINE_SHARDS',
  'ENGINE_SHARD_IDS',
  'CLUSTER_LEASE_MS',
] as const;
/** Below this a busy machine's pauses would depose live leaders; above it takeovers drag. */
export const CLUSTER_LEASE_MS_RANGE = { min: 1_000, max: 60_000 } as const;

function text(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name]?.trim();
  return raw ? raw : null;
}

function readRoles(env: NodeJS.ProcessEnv): ServerRole[] {
  const raw = text(env, 'SERVER_ROLES');
  if (raw === null) return [...SERVER_ROLES];
  const roles = raw.split(',').map((role) => role.trim());
  const unknown = roles.find((role) => !SERVER_ROLES.includes(role as ServerRole));
  if (unknown !== undefined || roles.length === 0) {
    throw new ConfigError(`SERVER_ROLES must list roles among ${SERVER_ROLES.join(', ')}, got "${raw}"`);
  }
  return SERVER_ROLES.filter((role) => roles.includes(role));
}

function readShardCount(env: NodeJS.ProcessEnv): number {
  const raw = text(env, 'ENGINE_SHARDS');
  if (raw === null) return 1;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > ENGINE_SHARDS_MAX) {
    throw new ConfigError(
      `ENGINE_SHARDS must be an integer between 1 and ${ENGINE_SHARDS_MAX}, got "${raw}"`,
    );
  }
  return count;
}

function readLeaseMs(env: NodeJS.ProcessEnv): number {
  const raw = text(env, 'CLUSTER_LEASE_MS');
  if (raw === null) return LEASE_TTL_MS;
  const ms = Number(raw);
  const { min, max } = CLUSTER_LEASE_MS_RANGE;
  if (!Number.isInteger(ms) || ms < min || ms > max) {
    throw new ConfigError(`CLUSTER_LEASE_MS must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return ms;
}

function readShardIds(env: NodeJS.ProcessEnv, shards: number): number[] {
  const all = Array.from({ length: shards }, (_, shard) => shard);
  const raw = text(env, 'ENGINE_SHARD_IDS');
  if (raw === null) return all;
  const ids = raw.split(',').map((id) => Number(id.trim()));
  if (ids.some((id) => !Number.isInteger(id) || id < 0 || id >= shards)) {
    throw new ConfigError(`ENGINE_SHARD_IDS must list shards between 0 and ${shards - 1}, got "${raw}"`);
  }
  return all.filter((shard) => ids.includes(shard));
}

function readName(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = text(env, name) ?? fallback;
  if (!NAME_PATTERN.test(value)) {
    throw new ConfigError(`${name} must be 1 to 64 letters, digits, '-' or '_', got "${value}"`);
  }
  return value;
}

function defaultNodeId(): string {
  return `${os
    .hostname()
    .replace(/[^A-Za-z0-9_-]/g, '-')
    .slice(0, 40)}-${process.pid}`;
}

export function loadClusterConfig(env: NodeJS.ProcessEnv = process.env): ClusterConfig {
  const natsUrl = text(env, 'NATS_URL');
  const nodeId = readName(env, 'NODE_ID', defaultNodeId());
  if (natsUrl === null) {
    const stray = CLUSTER_ONLY.find((name) => text(env, name) !== null);
    if (stray !== undefined) {
      throw new ConfigError(
        `${stray} needs NATS_URL: without it the server runs as one process with every role`,
      );
    }
    return { mode: 'single', roles: SERVER_ROLES, nodeId, engineShards: 1, shardIds: [0] };
  }
  if (!/^(nats|tls):\/\/[^\s/]+$/.test(natsUrl)) {
    throw new ConfigError(`NATS_URL must look like nats://host:4222, got "${natsUrl}"`);
  }
  const databaseUrl = text(env, 'DATABASE_URL');
  if (databaseUrl === null) {
    throw new ConfigError(
      'DATABASE_URL is required with NATS_URL: the nodes of a cluster share one PostgreSQL',
    );
  }
  const engineShards = readShardCount(env);
  return {
    mode: 'cluster',
    natsUrl,
    roles: readRoles(env),
    clusterName: readName(env, 'CLUSTER_NAME', 'kaldirac'),
    engineShards,
    shardIds: readShardIds(env, engineShards),
    nodeId,
    databaseUrl,
    leaseMs: readLeaseMs(env),
  };
}
