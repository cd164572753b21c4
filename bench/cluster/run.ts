// npm run bench:cluster — the cluster on the machine's NATS (NATS_URL) and PostgreSQL
// (TEST_DATABASE_URL; a database of its own is made and dropped), with the compiled server (npm run
// build:server). Starts two engine nodes (leader and standby, with the feed and the jobs) and two
// gateway-only nodes, creates signed-in customers, then prints one line per figure:
//   idle      the nodes' CPU for 5 s with nobody connected (subtracted for the "net of idle" figures)
//   sockets   BENCH_CLUSTER_SOCKETS (1,000) over one gateway, then two, BENCH_CLUSTER_SECONDS each (15)
//   commands  BENCH_CLUSTER_COMMAND_CLIENTS (20) placing and closing market orders for
//             BENCH_CLUSTER_COMMAND_SECONDS (15)
//   failover  the engine leader killed BENCH_CLUSTER_LEADER_KILLS times (2), one gateway killed
//             under BENCH_CLUSTER_FAILOVER_SOCKETS (200) sockets
//   takeover  an all-roles leader killed and paused BENCH_ROUNDS times each (1; 0 skips it)
// The feed ticks every FEED_TICK_MS (100 here unless set: 10 ticks a second).
import { BenchCluster, ENGINE_ROLES } from './bench-cluster';
import { measureCommands } from './commands-bench';
import { createCustomers } from './customers';
import { gatewayKillLine, timeGatewayKill, timeLeaderKill } from './failover-bench';
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
    const [, , gatewayA, gatewayB] = await Promise.all([
      cluster.start('engine-1', ENGINE_ROLES),
      cluster.start('engine-2', ENGINE_ROLES),
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
    leader = await cluster.waitForLeader(gateways);
    const kill = await timeGatewayKill(
      cluster,
      [gatewayA, gatewayB],
      tokens.slice(0, FAILOVER_SOCKETS),
      CLIENT_PROCESSES,
    );
    console.log(gatewayKillLine(kill));
    console.log(
      'cluster failover/feed: not measured, the feed follows the engine leader (no feed-only node yet)',
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
