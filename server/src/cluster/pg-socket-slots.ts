// Open live sockets counted in PostgreSQL, so the limits per token and per address hold across
// every gateway of a cluster: a row per socket, deleted when the socket closes.
//
// A gateway that dies cannot delete its rows, so each row lapses: it counts only until its
// `expires_at`, which the gateway that holds the socket pushes forward every third of the slot's
// life for the sockets it still has open. A `kill -9`'d gateway's sockets therefore stop counting
// within SOCKET_SLOT_TTL_MS, about when their clients have reconnected elsewhere. Expiry is on the
// database's clock, which every node shares.
//
// An admission takes transaction-scoped advisory locks on the token and then the address, so two
// gateways admitting sockets of one token at once see each other's rows and never both pass the
// last free place. The token is stored as its SHA-256 only.
import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import type { ScheduledTask, Scheduler } from '../engine/engine-types';
import type { SocketSlot, SocketSlots } from '../http/limit-ports';

/** How long a socket's row counts without a renewal from its gateway. */
export const SOCKET_SLOT_TTL_MS = 15_000;

/** Lock classes of the two-key advisory locks; the token's is always taken first. */
const TOKEN_LOCK_CLASS = 7201;
const ADDRESS_LOCK_CLASS = 7202;

export interface PgSocketSlotsOptions {
  db: Database;
  /** Names the gateway's rows (NODE_ID). */
  nodeId: string;
  scheduler: Scheduler;
  ttlMs?: number;
  onError?: (error: unknown) => void;
}

export interface PgSocketSlots {
  /** The port for the given bounds; every one shares this gateway's renewals. */
  forLimits(perTokenMax: number, perAddressMax: number): SocketSlots;
  /** Stops renewing (the rows then lapse) after deleting this gateway's rows. */
  close(): Promise<void>;
}

interface Counts {
  by_token: number;
  by_address: number;
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createPgSocketSlots(options: PgSocketSlotsOptions): PgSocketSlots {
  const { db, nodeId } = options;
  const ttlMs = options.ttlMs ?? SOCKET_SLOT_TTL_MS;
  const onError = options.onError ?? (() => undefined);
  const open = new Set<string>();
  const renewal: ScheduledTask = options.scheduler.every(Math.max(1, Math.floor(ttlMs / 3)), () => {
    void renew().catch(onError);
  });

  async function renew(): Promise<void> {
    if (open.size > 0) {
      await db.query(
        `UPDATE socket_slots SET expires_at = now() + $2::integer * interval '1 millisecond'
         WHERE slot_id = ANY($1::text[])`,
        [[...open], ttlMs],
      );
    }
    await db.query('DELETE FROM socket_slots WHERE expires_at <= now()');
  }

  async function admit(perTokenMax: number, perAddressMax: number, token: string, address: string) {
    const tokenHash = hashOf(token);
    const slotId = randomUUID();
    const admitted = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [TOKEN_LOCK_CLASS, tokenHash]);
      await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ADDRESS_LOCK_CLASS, address]);
      const [counts] = await tx.query<Counts>(
        `SELECT COUNT(*) FILTER (WHERE token_hash = $1)::bigint AS by_token,
                COUNT(*) FILTER (WHERE address = $2)::bigint AS by_address
         FROM socket_slots WHERE (token_hash = $1 OR address = $2) AND expires_at > now()`,
        [tokenHash, address],
      );
      if (Number(counts?.by_token ?? 0) >= perTokenMax) return false;
      if (Number(counts?.by_address ?? 0) >= perAddressMax) return false;
      await tx.query(
        `INSERT INTO socket_slots (slot_id, node_id, token_hash, address, expires_at)
         VALUES ($1, $2, $3, $4, now() + $5::integer * interval '1 millisecond')`,
        [slotId, nodeId, tokenHash, address, ttlMs],
      );
      return true;
    });
    if (!admitted) return null;
    open.add(slotId);
    return slotFor(slotId);
  }

  function slotFor(slotId: string): SocketSlot {
    return {
      release() {
        // Once only; a delete that fails leaves a row that lapses, since it is no longer renewed.
        if (!open.delete(slotId)) return;
        void db.query('DELETE FROM socket_slots WHERE slot_id = $1', [slotId]).catch(onError);
      },
    };
  }

  return {
    forLimits: (perTokenMax, perAddressMax) => ({
      admit: (token, address) => admit(perTokenMax, perAddressMax, token, address),
    }),
    async close() {
      renewal.cancel();
      const ids = [...open];
      open.clear();
      if (ids.length > 0) await db.query('DELETE FROM socket_slots WHERE slot_id = ANY($1::text[])', [ids]);
    },
  };
}
