// Row writers that can cross a process. A money command's `write` adds the caller's rows to the
// engine's deciding transaction (money-commands.ts). In one process it is simply called; in a
// cluster the command is decided by the shard's leader, and a closure cannot travel there. So a
// writer that must work through a gateway is defined here by kind: a name and a function of the
// transaction and JSON arguments. The writer made from it is still an ordinary RowsWriter (the
// in-process path calls it as before, no copy, no extra step) that also carries its kind and
// arguments; a gateway sends those, and the leader finds the kind in this registry (filled when
// the defining module is loaded, on every node alike) and runs it in its own transaction.
import type { Queryable } from '../db/database';
import type { RowsWriter } from './money-commands';

/** What travels: the writer's kind and its arguments, JSON all through. */
export interface RowsWriterCall {
  kind: string;
  args: unknown;
}

type StoredWriter = (tx: Queryable, args: unknown) => Promise<void>;

const kinds = new Map<string, StoredWriter>();
const calls = new WeakMap<RowsWriter, RowsWriterCall>();

/**
 * Defines a writer kind. `run` must read everything from `args` (which arrive as parsed JSON on
 * another node: dates as ISO text), never from the caller's closure.
 */
export function defineRowsWriter<Args>(
  kind: string,
  run: (tx: Queryable, args: Args) => Promise<void>,
): (args: Args) => RowsWriter {
  if (kinds.has(kind)) throw new Error(`rows writer ${kind} is defined twice`);
  kinds.set(kind, run as StoredWriter);
  return (args) => {
    const writer: RowsWriter = (tx) => run(tx, args);
    calls.set(writer, { kind, args });
    return writer;
  };
}

/** The kind and arguments of a writer made by defineRowsWriter, or null for a plain closure. */
export function rowsWriterCall(writer: RowsWriter): RowsWriterCall | null {
  return calls.get(writer) ?? null;
}

/** On the leader: the writer a gateway named. An unknown kind is a release mismatch, not input. */
export function rowsWriterOf(call: RowsWriterCall): RowsWriter {
  const run = kinds.get(call.kind);
  if (!run) throw new Error(`rows writer ${call.kind} is not known on this node`);
  return (tx) => run(tx, call.args);
}
