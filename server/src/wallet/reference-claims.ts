// The reference codes handed to transfer deposits and withdrawals: a free one is drawn, claimed in
// this process until the row that carries it commits, so two requests at once never share one, and
// checked against the stored rows. One claims holder per wallet, shared by every request path.
import type { Queryable } from '../db/database';
import { newReferenceCode } from './reference-code';
import { referenceTaken } from './wallet-repository';

/** Tries at a reference nobody holds; with 887 million codes the first nearly always is. */
const REFERENCE_ATTEMPTS_MAX = 5;

export class ReferenceClaims {
  /** References handed out but not yet committed, so two requests at once never share one. */
  private readonly referencesInFlight = new Set<string>();

  constructor(private readonly db: Queryable) {}

  /** Runs `use` with a free reference, released once `use` has settled (its row committed or not). */
  async withReference<T>(use: (reference: string) => Promise<T>): Promise<T> {
    const reference = await this.freeReference();
    try {
      return await use(reference);
    } finally {
      this.referencesInFlight.delete(reference);
    }
  }

  private async freeReference(): Promise<string> {
    for (let attempt = 0; attempt < REFERENCE_ATTEMPTS_MAX; attempt += 1) {
      const reference = newReferenceCode();
      if (this.referencesInFlight.has(reference)) continue;
      // Claimed before the look-up, so a request running meanwhile cannot draw it too.
      this.referencesInFlight.add(reference);
      if (!(await referenceTaken(this.db, reference))) return reference;
      this.referencesInFlight.delete(reference);
    }
    throw new Error(`no free reference code after ${REFERENCE_ATTEMPTS_MAX} attempts`);
  }
}
