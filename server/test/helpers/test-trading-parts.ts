// Pieces the test kits share when they compose a server: a logger that says nothing and a part
// that runs a step on the migrated database before the parts after it are built (the seeding a
// test needs before trading loads its engine, as the demo traders' seeding does in the server).
import type { ManualClock } from '../../src/clock';
import { partRef, type PartDefinition } from '../../src/compose/server-part';
import type { Database } from '../../src/db/database';

export const QUIET_LOGGER = { error: () => undefined, warn: () => undefined };

export function beforePartsStep(
  step: (db: Database, clock: ManualClock) => Promise<void>,
  clock: ManualClock,
): PartDefinition<void> {
  return {
    ref: partRef<void>('testBeforeStep'),
    roles: ['engine'],
    needs: [],
    async build(context) {
      await step(context.db, clock);
      return { services: undefined };
    },
  };
}
