// The one place where domain refusal codes become HTTP answers. http/ knows no domain: the
// composition hands it each part's table, and two parts defining one code is refused at start
// (a silent winner would answer one domain's refusal with another's status or text).
import type { Refusal } from './refusal-table';

export interface RefusalSource {
  /** The part that owns the table, named in the start-up error for a duplicate. */
  readonly owner: string;
  readonly table: Readonly<Record<string, Refusal>>;
}

export type RefusalLookup = (code: string) => Refusal | null;

export class DuplicateRefusalError extends Error {
  constructor(code: string, firstOwner: string, secondOwner: string) {
    super(`refusal code ${code} is defined by both ${firstOwner} and ${secondOwner}`);
    this.name = 'DuplicateRefusalError';
  }
}

export function joinRefusalTables(sources: readonly RefusalSource[]): RefusalLookup {
  const refusals = new Map<string, Refusal>();
  const owners = new Map<string, string>();
  for (const { owner, table } of sources) {
    for (const [code, refusal] of Object.entries(table)) {
      const firstOwner = owners.get(code);
      if (firstOwner !== undefined) throw new DuplicateRefusalError(code, firstOwner, owner);
      owners.set(code, owner);
      refusals.set(code, refusal);
    }
  }
  return (code) => refusals.get(code) ?? null;
}
