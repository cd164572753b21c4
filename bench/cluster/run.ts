// npm run bench:cluster — the cluster on the machine's NATS (NATS_URL) and PostgreSQL
// (TEST_DATABASE_URL; a database of its own is made and dropped), with the compiled server (npm run
// build:server). Starts two engine nodes (leader and standby, with the jobs), two feed-only nodes
// (leader and standby) and two gateway-only nodes, creates signed-in customers, then prints one
// line per figure:
//   idle      the nodes' CPU for 5 s with nobody connected (subtracted for the "net of idle" figures)
//   sockets   BENCH_CLUSTER_SOCKETS (1,000) over one gateway, then two, BENCH_CLUSTER_SECONDS each (15)
//   commands  BENCH_CLUSTER_COMMAND_CLIENTS (20) placing and closing market orders for
//             BENCH_CLUSTER_COMMAND_SECONDS (15)
//   failover  the engine leader killed BENCH_CLUSTER_LEADER_KILLS times (2), the feed's leader
//             BENCH_CLUSTER_FEED_KILLS times (2), one gateway killed under
//             BENCH_CLUSTER_FAILOVER_SOCKETS (200) sockets; summed up as `failover engine: X s`,
//             `failover feed: Y s` and `failover gateway: Z s` (medians; the gateway's: its last
//             client's price)
//   takeover  an all-roles leader killed and paused BENCH_ROUNDS times each (1; 0 skips it)
// The feed ticks every FEED_TICK_MS (100 here unless set: 10 ticks a second).
import { BenchCluster, ENGINE_ROLES, FEED_ROLES } from './bench-cluster';
import { measureCommands } from './commands-bench';
import { createCustomers } from './customers';
import { failoverLine, gatewayKillLine, timeGatewayKill, timeLeaderKill } from './failover-bench';
import { timeFeedKill } from './feed-failover-bench';
import { idleLine, measureIdle } from './idle-cpu';
import { PriceClock } from './price-clock';
import { measureSockets } from './sockets-bench';
import { timeTakeovers } from './takeover-bench';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SOCKETS = setting('BENCH_CLUSTER_SOCKETS', 1_000);
const SECONDS = setting('BENCH_CLUSTER_SECONDS', 15);
const COMMAND_CLIENTS = setting('BENCH_CLUSTER_COMMAND_CLIENTS', 20);
const COMMAND_SECONDS = setting('BENCH_CLUSTER_COMMAND_SECONDS', 15);
const LEADER_KILLS = setting('BENCH_CLUSTER_LEADER_KILLS', 2);
const FEED_KILLS = setting('BENCH_CLUSTER_FEED_KILLS', 2);
const FAILOVER_SOCKETS = setting('BENCH_CLUSTER_FAILOVER_SOCKETS', 200);
const TAKEOVER_ROUNDS = setting('BENCH_ROUNDS', 1);
const IDLE_SECONDS = 5;
const CLIENT_PROCESSES = setting('BENCH_CLUSTER_CLIENT_PROCESSES', 2);
process.env.FEED_TICK_MS ??= '100';

async function measureCluster(): Promise<void> {
  const cluster = await BenchCluster.create();
  let clock: PriceClock | null = null;
  try {
    const startedAt = performance.now();
    // The shard's leader first: six nodes building at once on a busy machine starve its build.
    const [engine] = await Promise.all([
      cluster.start('engine-1', ENGINE_ROLES),
      cluster.start('engine-2', ENGINE_ROLES),
    ]);
    await cluster.waitForLeader([engine], 180_000, false);
    const [, , gatewayA, gatewayB] = await Promise.all([
      ...cluster.feedIds.map((id) => cluster.start(id, FEED_ROLES)),
      cluster.start('gateway-a', 'gateway'),
      cluster.start('gateway-b', 'gateway'),
    ]);
    const gateways = [gatewayA, gatewayB];
    let leader = await cluster.waitForLeader(gateways);
    console.log(
      `cluster start: leader ${leader.id} named by both gateways after ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
    );
    const tokens = await createCustomers(
      cluster.database.url,
      Math.max(SOCKETS, COMMAND_CLIENTS, FAILOVER_SOCKETS),
    );
    clock = await PriceClock.listen(cluster.clusterName);
    const idle = await measureIdle(leader, gateways, IDLE_SECONDS);
    console.log(idleLine(idle, 1000 / Number(process.env.FEED_TICK_MS)));

    for (const used of [[gatewayA], gateways]) {
      const line = await measureSockets({
        tokens: tokens.slice(0, SOCKETS),
        gateways: used,
        leader,
        clock,
        seconds: SECONDS,
        clientProcesses: CLIENT_PROCESSES,
        idle,
      });
      console.log(line);
    }
    console.log(
      await measureCommands({
        tokens: tokens.slice(0, COMMAND_CLIENTS),
        gateways,
        leader,
        seconds: COMMAND_SECONDS,
        idle,
      }),
    );

    const kills: number[] = [];
    for (let round = 0; round < LEADER_KILLS; round += 1) {
      kills.push(await timeLeaderKill(cluster, gateways, tokens[0], round));
    }
    if (kills.length > 0) {
      console.log(
        `cluster failover/engine leader kill -9: the standby answered a market order after ` +
          `${kills.map((seconds) => seconds.toFixed(2)).join(', ')} s`,
      );
    }
    const feedKills: number[] = [];
    for (let round = 0; round < FEED_KILLS; round += 1) {
      feedKills.push(await timeFeedKill(cluster, gateways, tokens[0]));
    }
    leader = await cluster.waitForLeader(gateways);
    const kill = await timeGatewayKill(
      cluster,
      [gatewayA, gatewayB],
      tokens.slice(0, FAILOVER_SOCKETS),
      CLIENT_PROCESSES,
    );
    console.log(gatewayKillLine(kill));
    console.log(failoverLine('engine', kills, 'kill -9 of the leader until the standby answers an order'));
    console.log(
      failoverLine('feed', feedKills, "kill -9 of the leader until both gateways' sockets get a price"),
    );
    console.log(
      failoverLine(
        'gateway',
        [kill.recoveredMs.at(-1) ?? Number.NaN].map((ms) => ms / 1000),
        'kill -9 until its last client gets a price on the other',
      ),
    );
  } finally {
    await clock?.close();
    await cluster.stop();
  }
}

async function main(): Promise<void> {
  await measureCluster();
  if (TAKEOVER_ROUNDS > 0) for (const line of await timeTakeovers(TAKEOVER_ROUNDS)) console.log(line);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
