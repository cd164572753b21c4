// The server's entry point. Single process: configuration → the port opens at once with the
// starting server (http/starting-server.ts: the health answer and the SPA answered, every other
// request waiting) → main-single.ts, loaded only now, builds the server (database → migrations →
// demo seed → the parts → their start) → the port is handed over to the built app. SIGINT and
// SIGTERM close with grace: the server stops taking requests and finishes those in flight, the
// sockets close, the jobs and the parts stop (the feed first, trading drains its pending writes),
// then the database closes, which flushes PGlite's files. With NATS_URL set the process is a node
// of a cluster instead (main-cluster.ts, loaded only then).
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadClusterConfig, type SingleProcess } from './cluster/cluster-config';
import { loadConfig, type AppConfig } from './config';
import { DEMO_EMAIL, DEMO_PASSWORD, OPERATOR_EMAIL, OPERATOR_PASSWORD } from './demo/demo-accounts';
import { openStartingServer } from './start/open-starting-server';
import { findRepoRoot } from './repo-root';
import { loadWalletConfig } from './wallet/wallet-config';

/** After this long a close that hangs (a stuck client) gives way to exit. */
const SHUTDOWN_GRACE_MS = 10_000;

function announce(config: AppConfig, address: string, role = ''): void {
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const port = new URL(address).port || String(config.port);
  const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(
    [
      '',
      `  Kaldıraç is running at http://${shownHost}:${port}`,
      `  Demo account: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`,
      `  Operator account: ${OPERATOR_EMAIL} / ${OPERATOR_PASSWORD}`,
      `  Storage: ${storage}`,
      ...(role ? [`  Cluster: ${role}`] : []),
      '',
    ].join('\n'),
  );
}

function closeOnSignals(close: () => Promise<void>, log: () => FastifyInstance['log']): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log().info({ signal }, 'closing with grace');
    const force = setTimeout(() => {
      log().error('close took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        log().error({ err: error }, 'close failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/**
 * How long a request waits for the start before a 503: the first start on a machine (initdb in a
 * child process) takes 30-40 s on a loaded 2-core machine.
 */
const START_HOLD_MS = 60_000;

async function runSingleProcess(config: AppConfig, cluster: SingleProcess): Promise<void> {
  const walletConfig = loadWalletConfig();
  const starting = await openStartingServer({
    node: cluster.nodeId,
    roles: cluster.roles,
    distDir: path.join(findRepoRoot(), 'dist'),
    holdMs: START_HOLD_MS,
  });
  const address = await starting.listen(config.port, config.host);
  console.log(`Kaldıraç is starting at ${address}`);
  // Loaded now, not at the top: its modules (every part's) take seconds to load on a busy machine.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a deferred load
  const { buildSingleProcess } = require('./main-single') as typeof import('./main-single');
  const { server, db } = await buildSingleProcess(config, cluster, walletConfig, (handler) =>
    starting.serverFactory(handler),
  );
  starting.handOver();
  closeOnSignals(
    async () => {
      // The port stops taking connections at once; the app answers 503 to new requests on open
      // ones and closes the sockets, so the connections end and the server's close settles.
      const portClosed = starting.close();
      await server.app.close();
      await portClosed;
      await db.close();
    },
    () => server.app.log,
  );
  announce(config, address);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const cluster = loadClusterConfig();
  if (cluster.mode === 'single') return runSingleProcess(config, cluster);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a deferred load
  const { runClusterNode } = require('./main-cluster') as typeof import('./main-cluster');
  const node = await runClusterNode(config, cluster, (address, leading) =>
    announce(config, address, `${cluster.nodeId} (pid ${process.pid}) ${leading ? 'leads' : 'stands by'}`),
  );
  closeOnSignals(
    () => node.close(),
    () => node.current().log,
  );
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
