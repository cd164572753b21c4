// A gateway node without the engine role: it holds no lease and serves at once the SPA, the REST
// API and the live socket, as any number of gateways do side by side. Every call that needs the
// engine goes to the shard's leader as a NATS request (remote-trading-part.ts, a 503 in Turkish
// within 5 s when no leader answers); reads PostgreSQL answers alone stay here; the leader's live
// updates arrive over NATS for the channels this gateway's sockets watch (live-relay.ts).
import type { NatsConnection } from '@nats-io/transport-node';
import { systemClock } from '../clock';
import { composeServer, type ComposedServer } from '../compose/compose-server';
import type { PartDefinition } from '../compose/server-part';
import { serverParts } from '../compose/server-parts';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { intervalScheduler } from '../engine/system-time';
import { LiveHub } from '../live/live-hub';
import { MARKET_DATA } from '../market-data/market-data-part';
import { loadWalletConfig } from '../wallet/wallet-config';
import type { ClusterNode } from './cluster-config';
import { nodeLogger } from './node-log';
import { clusterEvents } from './cluster-events';
import { createCommandClient, natsCommandTransport } from './command-client';
import { createNatsLiveReceiver } from './live-relay';
import { connectNats } from './nats-connection';
import type { LeaseKeeper } from './lease-keeper';
import { natsSessionRevocations, type NatsSessionRevocations } from './nats-session-revocations';
import { nodeLimits, openClusterDatabase, type Announce, type RunningNode } from './node-shared';
import { remoteDomainParts, standInName } from './remote-domain-parts';
import { remoteTradingPart } from './remote-trading-part';
import type { SharedLimits } from './shared-limits';

/**
 * The parts a gateway runs. Market data runs with the feed, not here, so a part that needs it
 * (the price alerts, evaluated on ticks) is left out on this node rather than fed a second feed
 * whose prices would differ from the engine's; its routes are served by a stand-in that asks the
 * leader (remote-domain-parts.ts). A part left out with no stand-in is named in the log.
 */
function gatewayParts(
  parts: readonly PartDefinition<unknown>[],
  standIns: readonly PartDefinition<unknown>[],
  nodeId: string,
): PartDefinition<unknown>[] {
  const servable = parts.filter((part) => !part.needs.some((need) => need.name === MARKET_DATA.name));
  const left = parts.filter(
    (part) =>
      !servable.includes(part) &&
      part.roles.includes('gateway') &&
      !standIns.some((standIn) => standIn.ref.name === standInName(part.ref.name)),
  );
  if (left.length > 0) {
    const names = left.map((part) => part.ref.name).join(', ');
    console.warn(`${nodeId}: no market data on this gateway; not served here: ${names}`);
  }
  return [...servable, ...standIns];
}

/** What a gateway's composition is built on; an engine node of several shards passes its own. */
export interface GatewayBase {
  config: AppConfig;
  cluster: ClusterNode;
  nats: NatsConnection;
  db: Database;
  limits: SharedLimits;
  revocations: NatsSessionRevocations;
  /** The node's leases, reported in its heartbeat (an engine node's shards, feed and jobs). */
  keepers?: ReadonlyMap<string, LeaseKeeper>;
}

export interface GatewayServer {
  server: ComposedServer;
  /** Stops the server and its relays; the base's connections stay open. */
  close(): Promise<void>;
}

/** The gateway's server, started but not listening. */
export async function composeGateway(base: GatewayBase): Promise<GatewayServer> {
  const { cluster, nats, db } = base;
  const client = createCommandClient({
    transport: natsCommandTransport(nats),
    clusterName: cluster.clusterName,
    engineShards: cluster.engineShards,
    onLeaderFailure: (op) => console.error(`${cluster.nodeId}: the shard's leader failed on ${op}`),
  });
  const live = new LiveHub();
  const receiver = createNatsLiveReceiver({
    nats,
    clusterName: cluster.clusterName,
    gatewayId: cluster.nodeId,
    hub: live,
    scheduler: intervalScheduler,
  });
  const parts = serverParts({
    wallet: loadWalletConfig(),
    cluster,
    scheduler: intervalScheduler,
    clusterKeepers: base.keepers,
    tradingCommands: remoteTradingPart(client, receiver),
  });
  // Events decided here (a wallet request, a sign-up) go into the outbox; the leader relays them.
  const events = clusterEvents({
    nats,
    db,
    clusterName: cluster.clusterName,
    scheduler: intervalScheduler,
    logger: nodeLogger({ prefix: cluster.nodeId, level: base.config.logLevel }),
    relay: false,
  });
  const server = await composeServer({
    config: base.config,
    db,
    clock: systemClock,
    // The gateway's parts only: on an engine node of several shards the engines are its shards' servers.
    roles: ['gateway'],
    parts: gatewayParts(parts, remoteDomainParts(client), cluster.nodeId),
    live,
    limits: base.limits.stores,
    outbox: events.outbox,
    sessionRevocations: base.revocations,
  });
  await server.app.ready();
  await server.start();
  await events.start(server.consumers);
  return {
    server,
    async close() {
      await events.stop();
      await server.app.close();
      receiver.stop();
    },
  };
}

export async function runGatewayNode(
  config: AppConfig,
  cluster: ClusterNode,
  announce: Announce,
): Promise<RunningNode> {
  const nats: NatsConnection = await connectNats(cluster.natsUrl, cluster.nodeId);
  const db = await openClusterDatabase(cluster.databaseUrl);
  const limits = nodeLimits(db, cluster);
  // A token signed out on any node is forgotten by this node's cache of verified tokens at once.
  const revocations = natsSessionRevocations(nats, cluster.clusterName, cluster.nodeId);
  const gateway = await composeGateway({ config, cluster, nats, db, limits, revocations });
  announce(await gateway.server.app.listen({ port: config.port, host: config.host }), false);
  return {
    current: () => gateway.server.app,
    async close() {
      await gateway.close();
      revocations.stop();
      await Promise.all([limits.close(), nats.close()]);
      await db.close();
    },
  };
}
