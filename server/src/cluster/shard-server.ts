// The server a node builds for a shard it has just taken: the parts of its roles on a database
// fenced by that shard's lease (fenced-database.ts), so every write it makes checks the shard's
// epoch in its own transaction; ticks from the feed's leader; live updates published to the
// gateways (relay-live-hub.ts); its per-shard jobs scheduled here (role-nodes.ts); and, once it
// serves, the gateways' commands answered on `<cluster>.cmd.shard.<N>` (command-responder.ts).
// With several shards its engine loads and accepts only the shard's accounts (shard-scope.ts); its
// traders' fills reach the copies in other shards as batches, and the batches of other shards'
// traders reach its own followers (copy-shards-relay.ts); the robots' catalogue switch reaches its
// runtime from the events stream (robot-switch-relay.ts).
import type { AccountSummary } from '../../../contract/entities';
import type { NatsConnection } from '@nats-io/transport-node';
import { systemClock } from '../clock';
import { composeServer, type ComposedServer } from '../compose/compose-server';
import type { PartDefinition } from '../compose/server-part';
import { serverParts } from '../compose/server-parts';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { intervalScheduler } from '../engine/system-time';
import { MARKET_DATA, type MarketDataPartOptions } from '../market-data/market-data-part';
import { localTradingCommands } from '../trading/trading-commands-part';
import { TRADING } from '../trading/trading-part';
import type { WalletConfig } from '../wallet/wallet-config';
import type { ClusterNode } from './cluster-config';
import { clusterEvents, type ClusterEvents } from './cluster-events';
import { tradingCommandHandlers } from './command-handlers';
import { startCommandResponder, type CommandHandlers, type CommandResponder } from './command-responder';
import { createCommandClient, natsCommandTransport } from './command-client';
import { copyBatchHandlers, copyShardsRelay } from './copy-shards-relay';
import { robotSwitchRelay } from './robot-switch-relay';
import { ROBOTS } from '../robots/robots-part';
import { COPY_TRADING } from '../copy-trading/copy-trading-part';
import type { EventConsumer } from '../compose/server-part';
import { domainCommandHandlers } from './remote-families';
import { engineOnlyPart } from './engine-only-part';
import { fencedDatabase } from './fenced-database';
import { nodeLogger } from './node-log';
import type { NatsSessionRevocations } from './nats-session-revocations';
import type { LeaseKeeper } from './lease-keeper';
import type { Lease } from './lease-store';
import { RelayLiveHub } from './relay-live-hub';
import { hostServerJobs, relayedMarketData } from './role-nodes';
import type { SharedLimits } from './shared-limits';
import { shardScope } from './shard-scope';

/** What an engine node opens once and shares with every shard's server it builds. */
export interface EngineNodeBase {
  config: AppConfig;
  cluster: ClusterNode;
  nats: NatsConnection;
  db: Database;
  wallet: WalletConfig;
  limits: SharedLimits;
  revocations: NatsSessionRevocations;
  /** The node's keepers (its shards', the feed's, the jobs'), reported in its heartbeat. */
  keepers: Map<string, LeaseKeeper>;
}

export interface ShardServer {
  shard: number;
  server: ComposedServer;
  events: ClusterEvents;
  responder: CommandResponder;
  /**
   * The server's event consumers and, with several shards, the copies' relay (copy-shards-relay.ts)
   * and the robots' catalogue switch (robot-switch-relay.ts).
   */
  consumers: readonly EventConsumer[];
}

/**
 * The parts of a shard's server. With one shard it is the node's whole server (its app serves the
 * customers when the node is a gateway too); with several it never serves HTTP: the node's own
 * app does (sharded-engine-node.ts) and writes the heartbeat.
 */
function shardParts(
  base: EngineNodeBase,
  shard: number,
  marketData: MarketDataPartOptions,
): PartDefinition<unknown>[] {
  const { cluster } = base;
  const sharded = cluster.engineShards > 1;
  const parts = serverParts({
    wallet: base.wallet,
    cluster,
    scheduler: intervalScheduler,
    clusterKeepers: base.keepers,
    marketData,
    scope: sharded ? shardScope(shard, cluster.engineShards) : undefined,
    clusterHeartbeat: !sharded,
    alerts: !sharded || shard === 0,
  });
  return cluster.roles.includes('gateway') && !sharded ? parts : [...parts, engineOnlyPart];
}

async function composeShardServer(
  base: EngineNodeBase,
  shard: number,
  database: Database,
  events: ClusterEvents,
): Promise<ComposedServer> {
  const ticks = await relayedMarketData(base.nats, base.cluster);
  const server = await composeServer({
    config: base.config,
    db: database,
    clock: systemClock,
    roles: base.cluster.roles,
    parts: shardParts(base, shard, ticks.options),
    // The leader's live updates reach every gateway's sockets, not only its own.
    live: new RelayLiveHub(base.nats, base.cluster.clusterName),
    // No job scheduler: the leader's jobs are hosted by hostServerJobs (role-nodes.ts).
    limits: base.limits.stores,
    outbox: events.outbox,
    sessionRevocations: base.revocations,
  });
  server.app.addHook('onClose', async () => ticks.close());
  return server;
}

/** Built and started; its events start once the caller serves it (events.start(consumers)). */
export async function buildShardServer(
  base: EngineNodeBase,
  shard: number,
  lease: Lease,
): Promise<ShardServer> {
  const leaderDb = fencedDatabase(base.db, () => lease);
  const events = clusterEvents({
    nats: base.nats,
    db: leaderDb,
    clusterName: base.cluster.clusterName,
    scheduler: intervalScheduler,
    logger: nodeLogger({ prefix: `${base.cluster.nodeId} shard ${shard}`, level: base.config.logLevel }),
  });
  const server = await composeShardServer(base, shard, leaderDb, events);
  const jobs = hostServerJobs(server, {
    nats: base.nats,
    cluster: base.cluster,
    db: leaderDb,
    scheduler: intervalScheduler,
  });
  await server.app.ready();
  await server.start();
  jobs.start();
  const copies = copiesAcrossShards(base, server, shard, leaderDb);
  const robots = server.find(ROBOTS);
  const switches = robots && base.cluster.engineShards > 1 ? [robotSwitchRelay(shard, robots.runtime)] : [];
  return {
    shard,
    server,
    events,
    responder: answerCommands(base, server, shard, copies.handlers),
    consumers: [...server.consumers, ...copies.consumers, ...switches],
  };
}

/**
 * With several shards and copy trading: the relay of this shard's traders' fills to the other
 * shards, and the handler of the batches they send for this shard's followers.
 */
function copiesAcrossShards(base: EngineNodeBase, server: ComposedServer, shard: number, db: Database) {
  const copy = server.find(COPY_TRADING);
  const { cluster } = base;
  if (!copy || cluster.engineShards <= 1) return { consumers: [], handlers: {} };
  const client = createCommandClient({
    transport: natsCommandTransport(base.nats),
    clusterName: cluster.clusterName,
    engineShards: cluster.engineShards,
  });
  const relay = copyShardsRelay({
    shard,
    engineShards: cluster.engineShards,
    client,
    trading: server.use(TRADING).service,
    db,
  });
  // A follow's copyOpenTrades onto another shard's trader sizes by the trader's equity, live only there.
  copy.mirror.acrossShards(
    async (accountId) => ((await client.call(accountId, 'figures', [accountId])) as AccountSummary).assets,
  );
  return { consumers: [relay], handlers: copyBatchHandlers(copy.mirror) };
}

/** Subscribed once the server serves, so no command reaches an engine still being built. */
function answerCommands(
  base: EngineNodeBase,
  server: ComposedServer,
  shard: number,
  more: CommandHandlers,
): CommandResponder {
  const trading = server.use(TRADING);
  const live = server.live;
  const local = localTradingCommands(trading, server.use(MARKET_DATA).candles, systemClock);
  return startCommandResponder({
    nats: base.nats,
    clusterName: base.cluster.clusterName,
    shard,
    handlers: {
      ...tradingCommandHandlers({
        service: trading.service,
        margin: local.margin,
        liveAccounts: local.liveAccounts,
        liveSequence: live instanceof RelayLiveHub ? (channel) => live.liveSequence(channel) : undefined,
      }),
      ...domainCommandHandlers(server),
      ...more,
      // What this engine holds: the cluster pass checks that no account is in two engines.
      loadedAccounts: async () => ({ shard, accounts: trading.service.engine.accountIds() }),
    },
    onFailure: (error) => server.app.log.error({ err: error }, 'a command failed on the leader'),
  });
}

/** Stops answering, relaying and consuming, then closes the server (its parts, its jobs). */
export async function stopShardServer(leading: ShardServer): Promise<void> {
  await leading.responder.stop();
  await leading.events.stop();
  await leading.server.app.close();
}
