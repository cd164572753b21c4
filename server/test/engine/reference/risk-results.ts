// Small helpers shared by the engine's command files: a named refusal, and the NaN the book uses
// for an absent price (so hot-path comparisons need no null checks).
import type { EngineResultCode } from '../../../src/engine/engine-types';

export const refuse = (code: EngineResultCode): { ok: false; code: EngineResultCode } => ({
  ok: false,
  code,
});

/** A nullable price as the book stores it: NaN for none, so every comparison with it is false. */
export const orNaN = (value: number | null): number => (value === null ? Number.NaN : value);
