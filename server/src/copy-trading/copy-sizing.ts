// The copy's arithmetic, pure so it can be tested by table: how many lots a follower's copy of a
// trader's fill takes, how much of a copied position a trader's partial close takes with it, and
// where the copy stop-loss sits. Lots live on the 0.01 grid and are always rounded down, so a copy
// never takes more risk than its share of the trader's.

/** Lots move in steps of 0.01; integer hundredths avoid binary fractions. */
const LOT_HUNDREDTHS_PER_LOT = 100;
/** A tiny tolerance so 0.29999999 hundredths-of-a-float still count as the 0.30 they are. */
const LOT_EPSILON = 1e-9;

export type CopyLotsDecision = { ok: true; lots: number } | { ok: false; reason: 'UNDER_MIN_LOT' };

/** lots = trader lots × (copy size ÷ trader equity), rounded down to 0.01; under the min lot: skip. */
export function copyLots(
  traderLots: number,
  sizeUsd: number,
  traderEquityUsd: number,
  minLots: number,
): CopyLotsDecision {
  if (traderEquityUsd <= 0 || sizeUsd <= 0 || traderLots <= 0) return { ok: false, reason: 'UNDER_MIN_LOT' };
  const exact = traderLots * (sizeUsd / traderEquityUsd);
  const hundredths = Math.floor(exact * LOT_HUNDREDTHS_PER_LOT + LOT_EPSILON);
  const lots = hundredths / LOT_HUNDREDTHS_PER_LOT;
  if (lots + LOT_EPSILON < minLots) return { ok: false, reason: 'UNDER_MIN_LOT' };
  return { ok: true, lots };
}

/**
 * The lots of a copied position to close when the trader closed `closedLots` of a position and
 * kept `remainingLots`: the same share, rounded down to 0.01. The whole position when what would
 * stay is under the symbol's min lot; null when the share rounds to nothing.
 */
export function proportionalCloseLots(
  followerLots: number,
  closedLots: number,
  remainingLots: number,
  minLots: number,
): number | null {
  const share = closedLots / (closedLots + remainingLots);
  const hundredths = Math.floor(followerLots * share * LOT_HUNDREDTHS_PER_LOT + LOT_EPSILON);
  if (hundredths <= 0) return null;
  const followerHundredths = Math.round(followerLots * LOT_HUNDREDTHS_PER_LOT);
  const staying = followerHundredths - hundredths;
  if (staying <= 0 || staying + LOT_EPSILON < minLots * LOT_HUNDREDTHS_PER_LOT) return followerLots;
  return hundredths / LOT_HUNDREDTHS_PER_LOT;
}

/** The copy's equity at which its copy stop-loss closes everything: size × (1 − pct/100), cents. */
export function copyStopLevelCents(sizeCents: number, copyStopLossPct: number): number {
  return Math.round((sizeCents * (100 - copyStopLossPct)) / 100);
}
