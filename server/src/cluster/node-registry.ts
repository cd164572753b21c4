// Every node's heartbeat in PostgreSQL (cluster_nodes), so the health answer on any gateway can
// list the standbys as well as the leaders. A row not seen for NODE_SEEN_WINDOW_MS is a dead node:
// left out of the answer, and deleted by the next heartbeat of any node.
import type { ClusterNodeView } from '../../../contract/cluster-health';
import type { Queryable } from '../db/database';

export const NODE_SEEN_WINDOW_MS = 5_000;

export interface NodeBeat {
  node: string;
  roles: readonly string[];
  leads: readonly string[];
  standbyFor: readonly string[];
}

export async function beat(db: Queryable, node: NodeBeat): Promise<void> {
  await db.query(
    `INSERT INTO cluster_nodes (node_id, roles, leads, standby_for, started_at, seen_at)
     VALUES ($1, $2::jsonb, $3::jsonb, $4::jsonb, now(), now())
     ON CONFLICT (node_id) DO UPDATE SET roles = EXCLUDED.roles, leads = EXCLUDED.leads,
       standby_for = EXCLUDED.standby_for, seen_at = now()`,
    [node.node, JSON.stringify(node.roles), JSON.stringify(node.leads), JSON.stringify(node.standbyFor)],
  );
  await db.query(
    `DELETE FROM cluster_nodes WHERE seen_at < now() - make_interval(secs => $1::float8 / 1000)`,
    [NODE_SEEN_WINDOW_MS * 12],
  );
}

/** Forgets a node that stops cleanly, so it leaves the health answer at once. */
export async function leave(db: Queryable, nodeId: string): Promise<void> {
  await db.query('DELETE FROM cluster_nodes WHERE node_id = $1', [nodeId]);
}

interface NodeRow {
  node_id: string;
  roles: string[] | string;
  leads: string[] | string;
  standby_for: string[] | string;
}

function list(value: string[] | string): string[] {
  return typeof value === 'string' ? (JSON.parse(value) as string[]) : value;
}

export async function liveNodes(db: Queryable): Promise<ClusterNodeView[]> {
  const rows = await db.query<NodeRow>(
    `SELECT node_id, roles, leads, standby_for FROM cluster_nodes
     WHERE seen_at > now() - make_interval(secs => $1::float8 / 1000) ORDER BY node_id`,
    [NODE_SEEN_WINDOW_MS],
  );
  return rows.map((row) => ({
    node: row.node_id,
    roles: list(row.roles),
    leads: list(row.leads),
    standbyFor: list(row.standby_for),
  }));
}
