// Real node processes for the cluster pass: each one is the compiled server (`npm run
// build:server` first; test:cluster does it) started with its own NODE_ID and PORT on a database of
// the test's own, so deaths can be real (`kill -9`) and pauses real (SIGSTOP).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEPOSED_EXIT_CODE } from '../src/main-cluster';
import { DATABASE_URL, NATS_URL } from './cluster-env';

const SERVER_ENTRY = path.resolve(__dirname, '..', '..', 'dist-server', 'server', 'src', 'main.js');

export interface NodeProcess {
  id: string;
  port: number;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
  url(pathname: string): string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A database of the test's own on the machine's PostgreSQL; dropped by the returned function. */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `kc_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: DATABASE_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export async function startNode(options: {
  id: string;
  databaseUrl: string;
  clusterName: string;
  /** SERVER_ROLES; every role when absent. */
  roles?: string;
  /** More switches (ENGINE_SHARDS, ENGINE_SHARD_IDS). */
  env?: Record<string, string>;
  /** A port of the test's own range; a free one when absent. */
  port?: number;
}): Promise<NodeProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      NATS_URL,
      DATABASE_URL: options.databaseUrl,
      CLUSTER_NAME: options.clusterName,
      NODE_ID: options.id,
      ...(options.roles ? { SERVER_ROLES: options.roles } : {}),
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'kaldirac-node-')),
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    id: options.id,
    port,
    child,
    output,
    exited,
    url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
  };
}

export interface SupervisedNodes {
  /** Every process started, restarts included, in order. */
  all: NodeProcess[];
  /** Each node id's latest process. */
  latest: Map<string, NodeProcess>;
  start(id: string, roles: string): Promise<NodeProcess>;
  /** Prints what each node said (warnings and errors: LOG_LEVEL=warn), then kills what still runs. */
  stop(): Promise<void>;
}

/**
 * A test's node processes. A deposed leader exits 75 (a busy machine can starve it past its
 * lease) and is started again, as its supervisor would, until the test stops them.
 */
export function supervisedNodes(place: () => { databaseUrl: string; clusterName: string }): SupervisedNodes {
  const all: NodeProcess[] = [];
  const latest = new Map<string, NodeProcess>();
  let stopping = false;
  const start = async (id: string, roles: string): Promise<NodeProcess> => {
    const started = await startNode({ id, roles, ...place() });
    all.push(started);
    latest.set(id, started);
    void started.exited.then((code) => {
      if (code === DEPOSED_EXIT_CODE && !stopping) void start(id, roles);
    });
    return started;
  };
  return {
    all,
    latest,
    start,
    async stop() {
      stopping = true;
      for (const started of all) console.log(`${started.id}:\n${started.output.join('').slice(-3_000)}`);
      for (const started of all) if (started.child.exitCode === null) started.child.kill('SIGKILL');
      await Promise.all(all.map((started) => started.exited));
    },
  };
}

export interface Health {
  status: boolean;
  data: {
    shards: { leader: string | null }[];
    feed?: { leader: string | null };
    jobs?: { leader: string | null };
    nodes: { node: string; leads: string[]; standbyFor: string[] }[];
  };
}

export async function health(node: NodeProcess): Promise<{ code: number; body: Health } | null> {
  try {
    const response = await fetch(node.url('/api/health'), { signal: AbortSignal.timeout(2_000) });
    return { code: response.status, body: (await response.json()) as Health };
  } catch {
    return null;
  }
}

/** True while the node's process has neither exited nor been killed. */
export const isAlive = (node: NodeProcess): boolean =>
  node.child.exitCode === null && node.child.signalCode === null;

/** The switches of a node of a sharded cluster: the shard count, a lease life, its shards if given. */
export function shardSwitches(shards: number, leaseMs: number, shardIds?: string): Record<string, string> {
  const env: Record<string, string> = { ENGINE_SHARDS: String(shards), CLUSTER_LEASE_MS: String(leaseMs) };
  if (shardIds !== undefined) env.ENGINE_SHARD_IDS = shardIds;
  return env;
}

/**
 * Registers a customer through a gateway and answers its token. `label` and `phonePrefix` keep the
 * tests' customers apart; `index` makes each unique within a run.
 */
export async function registerCustomer(
  gateway: NodeProcess,
  label: string,
  phonePrefix: string,
  index: number,
): Promise<string> {
  const unique = `${process.pid % 1000}${index}`.padStart(7, '0').slice(-7);
  const response = await fetch(gateway.url('/api/users/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Ayşe',
      surname: 'Yılmaz',
      email: `${label}${unique}@example.com`,
      phone: `${phonePrefix}${unique}`,
      password: 'Sifre1234',
      passwordConfirm: 'Sifre1234',
      terms: true,
    }),
  });
  const token = ((await response.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`register failed: ${response.status}`);
  return token;
}

export async function signIn(
  node: NodeProcess,
  identifier = 'demo@example.com',
  password = 'Demo1234!',
): Promise<string> {
  const response = await fetch(node.url('/api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`sign-in failed on ${node.id}: ${response.status}`);
  return body.data.token;
}
