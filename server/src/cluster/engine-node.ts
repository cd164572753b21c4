// An engine node of a cluster, run as MetaTrader's trade server runs with a hot backup: every
// engine node competes for the shard's lease in PostgreSQL; the one that holds it builds the server
// of its roles on a database fenced by the lease's epoch (fenced-database.ts), publishes its live
// updates to the gateways over NATS (relay-live-hub.ts) and answers their commands on the shard's
// subject (command-responder.ts); the others answer /api/health and a Turkish 503 for everything
// else until the lease lapses (the leader was killed or paused), then the first to take it rebuilds
// from PostgreSQL and serves. A leader that loses its lease (paused past its life, cut off from the
// database) exits at once, so its supervisor starts it again as a standby; its writes after the
// loss are already refused by the fence. Without the gateway role the node's app answers only
// /api/health (SCALING.md "Health").
import type { NatsConnection } from '@nats-io/transport-node';
import type { FastifyInstance } from 'fastify';
import { shardResource } from '../../../contract/cluster-health';
import { systemClock } from '../clock';
import { composeServer, type ComposedServer } from '../compose/compose-server';
import type { PartDefinition } from '../compose/server-part';
import { serverParts } from '../compose/server-parts';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { intervalScheduler } from '../engine/system-time';
import type { EventOutbox } from '../events/event-outbox';
import { MARKET_DATA, type MarketDataPartOptions } from '../market-data/market-data-part';
import { localTradingCommands } from '../trading/trading-commands-part';
import { TRADING } from '../trading/trading-part';
import { loadWalletConfig } from '../wallet/wallet-config';
import type { ClusterNode } from './cluster-config';
import { clusterEvents, type ClusterEvents } from './cluster-events';
import { clusterPart } from './cluster-part';
import { tradingCommandHandlers } from './command-handlers';
import { domainCommandHandlers } from './remote-families';
import { startCommandResponder, type CommandResponder } from './command-responder';
import { engineOnlyPart } from './engine-only-part';
import { fencedDatabase } from './fenced-database';
import { createLeaseKeeper, type LeaseKeeper } from './lease-keeper';
import type { Lease } from './lease-store';
import { connectNats } from './nats-connection';
import { natsSessionRevocations } from './nats-session-revocations';
import { leaseTerms, nodeLimits, openClusterDatabase, type Announce, type RunningNode } from './node-shared';
import { RelayLiveHub } from './relay-live-hub';
import { hostServerJobs, relayedMarketData, startRoleNodes } from './role-nodes';
import { standbyPart } from './standby-part';

/** The exit code of a deposed leader: its supervisor restarts it as a standby. */
export const DEPOSED_EXIT_CODE = 75;

/** The shard this release's engines lead (several shards: docs/scaling.md, "Still to come"). */
const SHARD = 0;

export async function runEngineNode(
  config: AppConfig,
  cluster: ClusterNode,
  announce: Announce,
): Promise<RunningNode> {
  const nats: NatsConnection = await connectNats(cluster.natsUrl, cluster.nodeId);
  const db = await openClusterDatabase(cluster.databaseUrl, cluster.nodeId);
  const wallet = loadWalletConfig();
  const limits = nodeLimits(db, cluster);
  const keepers = new Map<string, LeaseKeeper>();
  // A token signed out on any node is forgotten by this node's cache of verified tokens at once.
  const revocations = natsSessionRevocations(nats, cluster.clusterName, cluster.nodeId);
  // The feed and the jobs have leases of their own, competed for from the start (role-nodes.ts).
  const roleNodes = await startRoleNodes({
    db,
    nats,
    cluster,
    config,
    scheduler: intervalScheduler,
    keepers,
  });
  let app: FastifyInstance;
  let responder: CommandResponder | null = null;
  const listen = async (next: FastifyInstance, leading: boolean) => {
    app = next;
    announce(await next.listen({ port: config.port, host: config.host }), leading);
  };
  const leaderParts = (marketData?: MarketDataPartOptions): PartDefinition<unknown>[] => {
    const parts = serverParts({
      wallet,
      cluster,
      scheduler: intervalScheduler,
      clusterKeepers: keepers,
      marketData,
    });
    return cluster.roles.includes('gateway') ? parts : [...parts, engineOnlyPart];
  };
  const compose = (
    database: Database,
    extraParts: 'standby' | 'leader',
    leader?: { outbox: EventOutbox; marketData: MarketDataPartOptions },
  ) =>
    composeServer({
      config,
      db: database,
      clock: systemClock,
      roles: cluster.roles,
      parts:
        extraParts === 'standby'
          ? [clusterPart({ cluster, scheduler: intervalScheduler, keepers, serving: false }), standbyPart]
          : leaderParts(leader?.marketData),
      // The leader's live updates reach every gateway's sockets, not only its own.
      live: extraParts === 'leader' ? new RelayLiveHub(nats, cluster.clusterName) : undefined,
      // No job scheduler: the leader's jobs are hosted by hostServerJobs (role-nodes.ts).
      limits: limits.stores,
      outbox: leader?.outbox,
      sessionRevocations: revocations,
    });
  let events: ClusterEvents | null = null;

  // The whole server is built and started while the standby app still answers, so the port is
  // closed only for the moment the apps change places.
  const becomeLeader = async (lease: Lease) => {
    const leaderDb = fencedDatabase(db, () => lease);
    events = clusterEvents({
      nats,
      db: leaderDb,
      clusterName: cluster.clusterName,
      scheduler: intervalScheduler,
      logger: console,
    });
    const ticks = await relayedMarketData(nats, cluster);
    const server = await compose(leaderDb, 'leader', { outbox: events.outbox, marketData: ticks.options });
    server.app.addHook('onClose', async () => ticks.close());
    const jobs = hostServerJobs(server, { nats, cluster, db: leaderDb, scheduler: intervalScheduler });
    await server.app.ready();
    await server.start();
    jobs.start();
    responder = answerCommands(nats, cluster, server);
    await app.close();
    await listen(server.app, true);
    // After the swap: events wait in the outbox meanwhile, and a request that arrives as the
    // standby's app closes does not meet a leader still starting its consumers.
    await events.start(server.consumers);
  };
  let stopping = false;
  const deposed = () => {
    if (stopping) return;
    console.error(
      `${cluster.nodeId}: the shard's lease was lost; exiting so this node restarts as a standby`,
    );
    process.exit(DEPOSED_EXIT_CODE);
  };
  const shard = createLeaseKeeper({
    db,
    resource: shardResource(SHARD),
    holder: cluster.nodeId,
    scheduler: intervalScheduler,
    ...leaseTerms(cluster),
    onGained: (lease) =>
      becomeLeader(lease).catch((error: unknown) => {
        console.error(`${cluster.nodeId}: taking the lead failed`, error);
        deposed();
      }),
    onLost: deposed,
    onError: (error) => console.warn(`${cluster.nodeId}: lease round failed`, error),
  });
  keepers.set(shardResource(SHARD), shard);
  const standby = await compose(db, 'standby');
  await standby.start();
  await listen(standby.app, false);
  await shard.start();
  return {
    current: () => app,
    async close() {
      stopping = true;
      await responder?.stop();
      await events?.stop();
      await app.close();
      await roleNodes.stop();
      for (const keeper of [...keepers.values()].reverse()) await keeper.stop();
      revocations.stop();
      await Promise.all([limits.close(), nats.close()]);
      await db.close();
    },
  };
}

/** Subscribed once the server serves, so no command reaches an engine still being built. */
function answerCommands(
  nats: NatsConnection,
  cluster: ClusterNode,
  server: ComposedServer,
): CommandResponder {
  const trading = server.use(TRADING);
  const live = server.live;
  const local = localTradingCommands(trading, server.use(MARKET_DATA).candles, systemClock);
  return startCommandResponder({
    nats,
    clusterName: cluster.clusterName,
    shard: SHARD,
    handlers: {
      ...tradingCommandHandlers({
        service: trading.service,
        margin: local.margin,
        liveAccounts: local.liveAccounts,
        liveSequence: live instanceof RelayLiveHub ? (channel) => live.liveSequence(channel) : undefined,
      }),
      ...domainCommandHandlers(server),
    },
    onFailure: (error) => server.app.log.error({ err: error }, 'a command failed on the leader'),
  });
}
