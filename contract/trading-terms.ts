// The jurisdiction's terms for new positions that the SPA shows: where the active account stands
// against the minimum initial deposit (GET /api/compliance/minimum-deposit, docs/jurisdiction.md).
// Leverage caps need no shape of their own: /api/margin/infos answers each symbol's `lvg` capped.

export type MinimumDepositReason = 'first-deposit' | 'after-withdrawal';

export interface MinimumDepositStatus {
  /** False under JURISDICTION=none, on a practice account, or once the line is reached. */
  blocked: boolean;
  reason: MinimumDepositReason | null;
  /** The line in lira (the server's setting) and in USD at the server's USDTRY mid now. */
  minimumTry: number;
  minimumUsd: number;
  /** What is missing to reach the line, in USD (0 when not blocked). */
  missingUsd: number;
}
