// Every part of the server in the order they are built: each part comes after the parts it needs,
// and the demo traders are seeded before trading loads the open trades they bring.
import { accountsPart } from '../accounts/accounts-part';
import { alertsPart } from '../alerts/alerts-part';
import type { ClusterConfig } from '../cluster/cluster-config';
import { clusterPart } from '../cluster/cluster-part';
import type { LeaseKeeper } from '../cluster/lease-keeper';
import { backOfficePart } from '../back-office/back-office-part';
import { booksPart } from '../books/books-part';
import { compliancePart } from '../compliance/compliance-part';
import { copyTradingPart } from '../copy-trading/copy-trading-part';
import { demoTradersDriverPart, demoTradersPart } from '../demo/demo-traders-part';
import { financePart } from '../finance/finance-part';
import { identityPart } from '../identity/identity-part';
import { marketDataPart, type MarketDataPartOptions } from '../market-data/market-data-part';
import { robotsPart } from '../robots/robots-part';
import type { AccountScope } from '../trading/account-scope';
import { tradingPart } from '../trading/trading-part';
import { usersPart } from '../users/users-part';
import type { WalletConfig } from '../wallet/wallet-config';
import { walletPart } from '../wallet/wallet-part';
import type { Scheduler } from '../engine/engine-types';
import type { PartDefinition } from './server-part';

export interface ServerPartsOptions {
  wallet: WalletConfig;
  cluster: ClusterConfig;
  /** Runs the cluster's lease renewals and heartbeat. */
  scheduler: Scheduler;
  /** Leases the node keeps itself (an active/standby node's shard lease), reported in health. */
  clusterKeepers?: ReadonlyMap<string, LeaseKeeper>;
  /** A gateway without the engine reaches trading through this part (cluster/remote-trading-part.ts). */
  tradingCommands?: PartDefinition<unknown>;
  /** Where ticks come from; the seeded simulated feed by default (a cluster node relays them). */
  marketData?: MarketDataPartOptions;
  /** A shard's server in a cluster of several: its engine's accounts (trading/account-scope.ts). */
  scope?: AccountScope;
  /** False when the node's own app writes the heartbeat (cluster-part.ts). */
  clusterHeartbeat?: boolean;
  /**
   * False on a shard's server other than shard 0's in a cluster of several: the price alerts
   * belong to users, not accounts, and are evaluated once, by shard 0's leader.
   */
  alerts?: boolean;
}

export function serverParts(options: ServerPartsOptions): PartDefinition<unknown>[] {
  return [
    clusterPart({
      cluster: options.cluster,
      scheduler: options.scheduler,
      keepers: options.clusterKeepers,
      heartbeat: options.clusterHeartbeat,
    }),
    marketDataPart(options.marketData),
    demoTradersPart,
    identityPart,
    compliancePart(),
    tradingPart({ scope: options.scope }),
    ...(options.tradingCommands ? [options.tradingCommands] : []),
    usersPart(),
    accountsPart,
    walletPart({ config: options.wallet }),
    robotsPart(),
    copyTradingPart(),
    demoTradersDriverPart,
    financePart,
    backOfficePart,
    booksPart,
    ...(options.alerts === false ? [] : [alertsPart()]),
  ];
}
