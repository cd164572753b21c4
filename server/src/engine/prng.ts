// Deterministic randomness for the simulated feed: mulberry32 (32-bit state, fast, good enough for
// prices) and a string hash so each symbol gets its own stream from one seed.

export type Random = () => number;

/** Uniform in [0, 1). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, mixed with the seed, so streams differ per symbol and per seed. */
export function hashSeed(seed: number, text: string): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Standard normal by Box–Muller. */
export function normal(random: Random): number {
  const u = 1 - random(); // (0, 1], so the log is finite
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
