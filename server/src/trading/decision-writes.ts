// What one engine decision leaves for the database, and how a group commit writes many of them in
// one transaction: the durable effects of consecutive decisions are recorded together (so twenty
// placements and closes cost a few multi-row statements, not forty), in decision order, and a
// decision that brings rows of another domain (a robot's state, a copy's links, a withdrawal's
// status) has them written right after its own effects, before any later decision's.
import type { Database, Queryable } from '../db/database';
import type { EngineEffect } from '../engine/engine-types';
import type { RowsWriter } from '../accounts/money-commands';
import { planEffects, recordEffects } from './effects-recorder';
import type { OrderTags } from './orders-writes';
import type { OrderMarks } from './position-settlement-writes';
import type { JobScope } from './persist-queue';

export interface DecisionWrite {
  /** The decision's durable effects, in the order the engine produced them. */
  effects: readonly EngineEffect[];
  /** When the engine decided: dates rows without a time of their own, and the events. */
  decidedAtMs: number;
  /** Marks the placer adds to the orders this decision inserts (client id, robot), by order id. */
  tagsById: ReadonlyMap<string, OrderTags> | null;
  /** Another domain's rows, committed with the decision; it may run twice (see PersistQueue). */
  write?: RowsWriter;
  /** Filled with the marks of the orders this decision closes, for an answer without a read. */
  closedMarks?: Map<string, OrderMarks>;
}

/** The account an effect's rows belong to. */
function accountOf(effect: EngineEffect): string {
  switch (effect.type) {
    case 'positionOpened':
    case 'pendingPlaced':
    case 'pendingTriggered':
    case 'pendingArmed':
      return effect.position.accountId;
    default:
      return effect.accountId;
  }
}

/**
 * The accounts a decision's rows touch; confined when it brings no other domain's rows (those may
 * name rows of other accounts, such as a copied trader's order). See PersistQueue's failure path.
 */
export function scopeOfDecision(decision: DecisionWrite): JobScope {
  const keys = new Set<string>();
  for (const effect of decision.effects) keys.add(accountOf(effect));
  return { keys: [...keys], confined: decision.write === undefined };
}

/** A cancellation's row is dated by its decision, so such a decision is recorded with its own time. */
function isDated(decision: DecisionWrite): boolean {
  return decision.effects.some((effect) => effect.type === 'pendingCancelled');
}

/** Gives a decision the marks of the orders it closed, from those its run's statements returned. */
function handOutMarks(decision: DecisionWrite, closedMarks: ReadonlyMap<string, OrderMarks>): void {
  if (!decision.closedMarks) return;
  for (const effect of decision.effects) {
    if (effect.type !== 'positionClosed') continue;
    const marks = closedMarks.get(effect.id);
    if (marks) decision.closedMarks.set(effect.id, marks);
  }
}

/** Writes the decisions' rows, in decision order, inside the caller's transaction. */
export async function writeDecisions(tx: Queryable, decisions: readonly DecisionWrite[]): Promise<void> {
  let run: EngineEffect[] = [];
  let runDecisions: DecisionWrite[] = [];
  let runTags = new Map<string, OrderTags>();
  let runAtMs = 0;
  const flush = async (): Promise<void> => {
    const closedMarks = new Map<string, OrderMarks>();
    if (run.length > 0) await recordEffects(tx, run, runAtMs, { tagsById: runTags, closedMarks });
    for (const decision of runDecisions) handOutMarks(decision, closedMarks);
    run = [];
    runDecisions = [];
    runTags = new Map();
  };
  for (const decision of decisions) {
    runDecisions.push(decision);
    const dated = isDated(decision);
    if (dated) await flush();
    // A loop, not push(...effects): a stop-out storm's decision holds tens of thousands.
    for (const effect of decision.effects) run.push(effect);
    for (const [id, tags] of decision.tagsById ?? []) runTags.set(id, tags);
    runAtMs = decision.decidedAtMs;
    if (dated || decision.write) await flush();
    if (decision.write) await decision.write(tx);
  }
  await flush();
}

/**
 * Writes the decisions in one transaction sent in one flight (BEGIN, their statements and COMMIT
 * in one write, Database.transactionOfStatements), when the database offers it and every decision
 * is plain new orders, full closes and postings with no other domain's rows; answers null
 * otherwise, and the caller takes writeDecisions' path. The statements check in SQL what
 * writeDecisions checks on their answers, so a drift still rolls the whole transaction back.
 */
export function writeDecisionsInOneFlight(
  db: Database,
  decisions: readonly DecisionWrite[],
): Promise<void> | null {
  if (!db.transactionOfStatements) return null;
  if (decisions.some((decision) => decision.write !== undefined || isDated(decision))) return null;
  const effects: EngineEffect[] = [];
  const tagsById = new Map<string, OrderTags>();
  for (const decision of decisions) {
    for (const effect of decision.effects) effects.push(effect);
    for (const [id, tags] of decision.tagsById ?? []) tagsById.set(id, tags);
  }
  const closedMarks = new Map<string, OrderMarks>();
  const plan = planEffects(effects, { tagsById, closedMarks });
  if (plan === null) return null;
  if (plan.statements.length === 0) return Promise.resolve();
  return db.transactionOfStatements(plan.statements).then((answers) => {
    plan.read(answers);
    for (const decision of decisions) handOutMarks(decision, closedMarks);
  });
}
