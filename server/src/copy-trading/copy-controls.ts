// The copy risk controls (../shared/API.md "Copy trading risk controls"), pure so they can be
// tested by table: checking what a follower asked for, the lots one copied trade takes under the
// controls (fixed or in proportion, then the per-trade cap, then the symbol's bounds), and whether
// the copy already holds as many open trades as it allows.
import {
  COPY_LOTS_MAX,
  COPY_OPEN_TRADES_MAX,
  type CopyMode,
  type FollowPayload,
} from '../../../contract/traders';
import type { CopyRefusalCode } from './copy-refusals';
import type { CopyLotsDecision } from './copy-sizing';

const LOT_HUNDREDTHS_PER_LOT = 100;
const LOT_EPSILON = 1e-9;

export interface CopyControls {
  mode: CopyMode;
  /** Fixed mode's lots per trade; null in proportional mode. */
  fixedLots: number | null;
  maxLotsPerTrade: number | null;
  maxOpenTrades: number | null;
}

export const PROPORTIONAL_UNCAPPED: CopyControls = {
  mode: 'proportional',
  fixedLots: null,
  maxLotsPerTrade: null,
  maxOpenTrades: null,
};

/** Why a copy's trade was skipped by the controls (beside trading's own refusals). */
export const MAX_OPEN_TRADES_REASON = 'MAX_OPEN_TRADES' as const;

export type ControlsCheck = { ok: true; controls: CopyControls } | { ok: false; code: CopyRefusalCode };

const onLotGrid = (lots: number): boolean =>
  Math.abs(Math.round(lots * LOT_HUNDREDTHS_PER_LOT) - lots * LOT_HUNDREDTHS_PER_LOT) < 1e-6;

/** A lot figure a follower may ask for: positive, at most COPY_LOTS_MAX, on the 0.01 grid. */
function lotsProblem(lots: number): CopyRefusalCode | null {
  if (!Number.isFinite(lots) || lots <= 0 || lots > COPY_LOTS_MAX) return 'COPY_LOTS_OUT_OF_RANGE';
  if (!onLotGrid(lots)) return 'COPY_LOTS_STEP';
  return null;
}

/** What the follow call asked for, checked: a refusal names the first thing wrong. */
export function checkControls(payload: Omit<FollowPayload, 'id' | 'size'>): ControlsCheck {
  const mode = payload.mode ?? 'proportional';
  if (mode === 'fixed' && payload.fixedLots === undefined)
    return { ok: false, code: 'COPY_FIXED_LOTS_REQUIRED' };
  if (mode === 'proportional' && payload.fixedLots !== undefined)
    return { ok: false, code: 'COPY_FIXED_LOTS_ONLY_FIXED' };
  for (const lots of [payload.fixedLots, payload.maxLotsPerTrade]) {
    const problem = lots === undefined ? null : lotsProblem(lots);
    if (problem) return { ok: false, code: problem };
  }
  const maxOpen = payload.maxOpenTrades;
  if (maxOpen !== undefined && (!Number.isInteger(maxOpen) || maxOpen < 1 || maxOpen > COPY_OPEN_TRADES_MAX))
    return { ok: false, code: 'COPY_MAX_OPEN_TRADES_OUT_OF_RANGE' };
  return {
    ok: true,
    controls: {
      mode,
      fixedLots: payload.fixedLots ?? null,
      maxLotsPerTrade: payload.maxLotsPerTrade ?? null,
      maxOpenTrades: maxOpen ?? null,
    },
  };
}

/**
 * The lots of one copied trade: the fixed lots, or the proportional decision; then no more than
 * the per-trade cap and the symbol's max; under the symbol's min lot the trade is skipped.
 */
export function controlledLots(
  controls: CopyControls,
  proportional: CopyLotsDecision,
  minLots: number,
  maxLots: number,
): CopyLotsDecision {
  let lots: number;
  if (controls.mode === 'fixed' && controls.fixedLots !== null) lots = controls.fixedLots;
  else if (proportional.ok) lots = proportional.lots;
  else return proportional;
  lots = Math.min(lots, controls.maxLotsPerTrade ?? Infinity, maxLots);
  if (lots + LOT_EPSILON < minLots) return { ok: false, reason: 'UNDER_MIN_LOT' };
  return { ok: true, lots };
}

/** Whether the copy already holds as many open copied trades as its cap allows. */
export function atOpenTradesCap(controls: CopyControls, openTrades: number): boolean {
  return controls.maxOpenTrades !== null && openTrades >= controls.maxOpenTrades;
}
