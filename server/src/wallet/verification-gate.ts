// Whether a customer's identity is verified, which a withdrawal needs (API.md "Money"): verified
// once the latest identity-front, identity-back, selfie and address documents are all approved
// (identity/verification-status.ts decides, from the documents an operator reviewed). The wallet
// takes the gate as an injected function, so tests can hand it another.
import type { VerificationStatus } from '../../../contract/wallet';
import type { Queryable } from '../db/database';
import { verificationStatusOfUser } from '../identity/verification-status';

export type VerificationGate = (userId: string) => Promise<VerificationStatus>;

export async function verificationStatusOf(db: Queryable, userId: string): Promise<VerificationStatus> {
  return verificationStatusOfUser(db, userId);
}

export function databaseVerificationGate(db: Queryable): VerificationGate {
  return (userId) => verificationStatusOf(db, userId);
}
