#!/usr/bin/env node
// `npm run cluster`: a local cluster to try (needs NATS_URL and DATABASE_URL). Starts CLUSTER_NODES
// nodes (default 2) of the compiled server, each with every role on its own port (PORT, PORT+1,
// ...), prints each node's id, pid, port, the shards it may lead and whether it leads, and passes
// Ctrl-C on to them. Kill the leader (`kill -9 PID`) to watch a standby take over; restart it and
// it stands by. With ENGINE_SHARDS=2 (or more) the nodes' ENGINE_SHARD_IDS are dealt out in turn,
// so with four nodes each shard has two candidates (a leader and a standby); with fewer nodes than
// two per shard every node may lead every shard.
const { spawn, spawnSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const entry = path.join(root, 'dist-server', 'server', 'src', 'main.js');
for (const name of ['NATS_URL', 'DATABASE_URL']) {
  if (!process.env[name]) {
    console.error(
      `${name} is required: e.g. NATS_URL=nats://127.0.0.1:4222 DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run cluster`,
    );
    process.exit(1);
  }
}
if (!existsSync(entry)) {
  const built = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const count = Number(process.env.CLUSTER_NODES || 2);
const shards = Number(process.env.ENGINE_SHARDS || 1);
const firstPort = Number(process.env.PORT || 8080);
const children = [];

/** The shards a node may lead: dealt out in turn when there are two nodes per shard or more. */
function shardIdsOf(index) {
  if (process.env.ENGINE_SHARD_IDS) return process.env.ENGINE_SHARD_IDS;
  const all = Array.from({ length: shards }, (_, shard) => shard);
  return (count >= shards * 2 ? [index % shards] : all).join(',');
}

for (let index = 0; index < count; index += 1) {
  const nodeId = `node-${index + 1}`;
  const port = firstPort + index;
  const shardIds = shardIdsOf(index);
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ID: nodeId,
      PORT: String(port),
      ENGINE_SHARDS: String(shards),
      ENGINE_SHARD_IDS: shardIds,
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  console.log(
    `${nodeId}: roles gateway,engine,feed,jobs, shard(s) ${shardIds}, pid ${child.pid}, port ${port}`,
  );
  child.stdout.on('data', (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      const role = /Cluster: (.*)$/.exec(line);
      if (role) console.log(`${nodeId}: ${role[1]} on http://localhost:${port} (health: /api/health)`);
    }
  });
  child.on('exit', (code, signal) => console.log(`${nodeId}: exited (${signal ?? code})`));
  children.push(child);
}
const stop = (signal) => {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
