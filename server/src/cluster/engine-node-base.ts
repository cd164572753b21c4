// What every engine node opens once, whatever it leads (engine-node.ts, sharded-engine-node.ts):
// its connections, its feed and jobs roles, and the keeper of each shard lease it competes for.
import { shardResource } from '../../../contract/cluster-health';
import type { AppConfig } from '../config';
import { intervalScheduler } from '../engine/system-time';
import { loadWalletConfig } from '../wallet/wallet-config';
import type { ClusterNode } from './cluster-config';
import { createLeaseKeeper, type LeaseKeeper } from './lease-keeper';
import type { Lease } from './lease-store';
import { natsSessionRevocations } from './nats-session-revocations';
import { leaseTerms, nodeLimits } from './node-shared';
import { connectWithRoles, type RoleNodes } from './role-nodes';
import type { EngineNodeBase } from './shard-server';

/** The exit code of a deposed leader: its supervisor restarts it as a standby. */
export const DEPOSED_EXIT_CODE = 75;

export interface OpenEngineNode extends EngineNodeBase {
  roleNodes: RoleNodes;
}

/** Connects the node (NATS, PostgreSQL, shared limits) and starts its feed and jobs roles. */
export async function openEngineNode(config: AppConfig, cluster: ClusterNode): Promise<OpenEngineNode> {
  const { nats, db, keepers, roleNodes } = await connectWithRoles(config, cluster);
  return {
    config,
    cluster,
    nats,
    db,
    wallet: loadWalletConfig(),
    limits: nodeLimits(db, cluster),
    // A token signed out on any node is forgotten by this node's cache of verified tokens at once.
    revocations: natsSessionRevocations(nats, cluster.clusterName, cluster.nodeId),
    keepers,
    roleNodes,
  };
}

/** After the node's apps are closed: its roles, its leases, its connections. */
export async function closeEngineNode(node: OpenEngineNode): Promise<void> {
  await node.roleNodes.stop();
  for (const keeper of [...node.keepers.values()].reverse()) await keeper.stop();
  node.revocations.stop();
  await Promise.all([node.limits.close(), node.nats.close()]);
  await node.db.close();
}

/** What a leader does when a lease is lost: exit, unless the node is closing anyway. */
export function exitWhenDeposed(nodeId: string, stopping: () => boolean): () => void {
  return () => {
    if (stopping()) return;
    console.error(`${nodeId}: a shard's lease was lost; exiting so this node restarts as a standby`);
    process.exit(DEPOSED_EXIT_CODE);
  };
}

/** The keeper of one shard's lease; `lead` builds what the node serves for it. */
export function shardKeeper(
  node: EngineNodeBase,
  shard: number,
  lead: (lease: Lease) => Promise<void>,
  deposed: () => void,
): LeaseKeeper {
  const { cluster } = node;
  return createLeaseKeeper({
    db: node.db,
    resource: shardResource(shard),
    holder: cluster.nodeId,
    scheduler: intervalScheduler,
    ...leaseTerms(cluster),
    onGained: (lease) =>
      lead(lease).catch((error: unknown) => {
        console.error(`${cluster.nodeId}: taking the lead of shard ${shard} failed`, error);
        deposed();
      }),
    onLost: deposed,
    onError: (error) => console.warn(`${cluster.nodeId}: lease round failed`, error),
  });
}

/** A shard's keeper as the heartbeat sees it: led only once the shard's server answers. */
export function servingView(keeper: LeaseKeeper, serves: () => boolean): LeaseKeeper {
  return {
    current: () => (serves() ? keeper.current() : null),
    tick: () => keeper.tick(),
    start: () => keeper.start(),
    stop: () => keeper.stop(),
  };
}
