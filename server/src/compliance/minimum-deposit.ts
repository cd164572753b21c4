// The minimum initial deposit of the Turkish jurisdiction (SPK communiqué III-37.1 as amended by
// III-37.1.b, docs/jurisdiction.md), as a pure rule. A real account opens its first position only
// once its approved deposits reach the line (default 50,000 TRY, turned into USD at the server's
// USDTRY mid at that moment). Afterwards the communiqué blocks new positions when a withdrawal
// takes the collateral below the line, but lets trading go on when losses do: so a new position
// is refused when equity after the held withdrawals is below the line and would be at it had the
// withdrawals (paid and pending) not been made. Closing is never blocked: only new positions ask.
export const DEFAULT_MINIMUM_DEPOSIT_TRY = 50_000;

/** What the account's records say, read before the order (both only ever grow). */
export interface DepositStanding {
  /** Sum of the account's approved deposits (its `deposit` ledger rows), in cents. */
  depositedCents: number;
  /** Paid out of the account by withdrawals (its `withdrawal` ledger rows), in cents, positive. */
  withdrawnCents: number;
}

/** The engine's figures at the moment the order is decided. */
export interface DepositFigures {
  assetsCents: number;
  heldCents: number;
  usdTryMid: number | null;
}

export type ShortfallReason = 'first-deposit' | 'after-withdrawal';

export interface DepositShortfall {
  reason: ShortfallReason;
  /** The line in USD cents at this mid. */
  lineCents: number;
  missingCents: number;
}

/** The line in USD cents: the smallest whole-cent amount worth at least `minimumTry` at `mid`. */
export function lineCents(minimumTry: number, usdTryMid: number): number {
  return Math.ceil(Math.round((minimumTry * 100 * 1_000_000) / usdTryMid) / 1_000_000);
}

/**
 * What stands between the account and a new position: 'no-price' without a USDTRY quote, the
 * shortfall when below the line, null when it may open.
 */
export function depositShortfall(
  minimumTry: number,
  standing: DepositStanding,
  now: DepositFigures,
): DepositShortfall | 'no-price' | null {
  if (minimumTry <= 0) return null;
  if (now.usdTryMid === null || !(now.usdTryMid > 0)) return 'no-price';
  const line = lineCents(minimumTry, now.usdTryMid);
  if (standing.depositedCents < line)
    return { reason: 'first-deposit', lineCents: line, missingCents: line - standing.depositedCents };
  const equityCents = now.assetsCents - now.heldCents;
  const withoutWithdrawalsCents = equityCents + standing.withdrawnCents + now.heldCents;
  if (equityCents < line && withoutWithdrawalsCents >= line)
    return { reason: 'after-withdrawal', lineCents: line, missingCents: line - equityCents };
  return null;
}

/** An amount as Turkish texts write it: 1448.44 → "1.448,44"; whole lira without decimals. */
export function turkishAmount(cents: number, decimals: 0 | 2 = 2): string {
  const negative = cents < 0;
  const whole = Math.floor(Math.abs(cents) / 100);
  const fraction = Math.abs(cents) % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const text = decimals === 0 ? grouped : `${grouped},${String(fraction).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}
