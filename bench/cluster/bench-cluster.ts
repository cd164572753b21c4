// The bench's cluster: real node processes (the compiled server) on a database of the bench's own,
// engine leaders with a standby (with the jobs), feed-only nodes (a leader and a standby) and
// gateway-only nodes, as the cluster tests start them. A deposed leader (exit 75) is started again
// as a standby, as its supervisor would.
import { DEPOSED_EXIT_CODE } from '../../server/src/main-cluster';
import { freshClusterName } from '../../server/cluster-test/cluster-env';
import { freshDatabase, health, startNode, type NodeProcess } from '../../server/cluster-test/cluster-nodes';

export const ENGINE_ROLES = 'engine,jobs';
export const FEED_ROLES = 'feed';
const GIVE_UP_MS = 180_000;

export class BenchCluster {
  readonly clusterName = freshClusterName();
  readonly all: NodeProcess[] = [];
  readonly feedIds = ['feed-1', 'feed-2'];
  private readonly latest = new Map<string, NodeProcess>();
  private stopping = false;

  private constructor(readonly database: Awaited<ReturnType<typeof freshDatabase>>) {}

  static async create(): Promise<BenchCluster> {
    return new BenchCluster(await freshDatabase());
  }

  async start(id: string, roles: string): Promise<NodeProcess> {
    const node = await startNode({
      id,
      roles,
      databaseUrl: this.database.url,
      clusterName: this.clusterName,
    });
    this.all.push(node);
    this.latest.set(id, node);
    void node.exited.then((code) => {
      if (code === DEPOSED_EXIT_CODE && !this.stopping) void this.start(id, roles);
    });
    return node;
  }

  alive(node: NodeProcess): boolean {
    return node.child.exitCode === null && node.child.signalCode === null;
  }

  /**
   * The shard's leader once every gateway names it and the cluster's health is 200 (or, with
   * `healthy` false, whatever else still has no leader).
   */
  async leader(gateways: NodeProcess[], healthy = true): Promise<NodeProcess | null> {
    const answers = await Promise.all(gateways.map((gateway) => health(gateway)));
    if (answers.some((answer) => !answer || (healthy && answer.code !== 200))) return null;
    const names = new Set(answers.map((answer) => answer?.body.data.shards[0]?.leader ?? null));
    const [name] = [...names];
    if (names.size !== 1 || !name) return null;
    const node = this.latest.get(name);
    return node && this.alive(node) ? node : null;
  }

  async waitForLeader(gateways: NodeProcess[], giveUpMs = GIVE_UP_MS, healthy = true): Promise<NodeProcess> {
    return waitFor('a leader named by every gateway', () => this.leader(gateways, healthy), giveUpMs);
  }

  /** True once `id` is named as standing by for `resource` (by the first gateway's health). */
  async standingBy(gateway: NodeProcess, id: string, resource = 'shard:0'): Promise<boolean> {
    const answer = await health(gateway);
    return (
      answer?.body.data.nodes.some((entry) => entry.node === id && entry.standbyFor.includes(resource)) ??
      false
    );
  }

  /**
   * The live node leading `resource` ('feed', 'jobs'): the lease's holder as health names it, once
   * that node's own heartbeat says it leads. Not the first heartbeat row that lists it: a killed
   * leader's last row still names it leader for a few seconds after its restart as a standby, and
   * taking that row made the next round wait for the real leader to stand by, until it gave up.
   */
  async leaderOf(resource: 'feed' | 'jobs', gateways: NodeProcess[]): Promise<NodeProcess | null> {
    const answer = await health(gateways[0]);
    const holder = answer?.body.data[resource]?.leader;
    const row = answer?.body.data.nodes.find((entry) => entry.node === holder);
    const node = holder && row?.leads.includes(resource) ? this.latest.get(holder) : undefined;
    return node && this.alive(node) ? node : null;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    for (const node of this.all) if (this.alive(node)) node.child.kill('SIGKILL');
    await Promise.all(this.all.map((node) => node.exited));
    await this.database.drop();
  }
}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | false>,
  giveUpMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + giveUpMs;
  for (;;) {
    const found = await probe();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
