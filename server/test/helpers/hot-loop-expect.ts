// Assertions for checks run tens of thousands of times in one test (property tests check every
// invariant after every step). Each jest expect() call builds a matcher context and an Error for
// its stack: in the risk engine's property test that was most of the file's CPU, the engine itself
// a small part of it. These compare first and hand over to jest's own matcher only when the check
// fails, so a failure reads exactly as before and a passing check costs a comparison.

/** expect(actual).toBe(expected). */
export function expectSame<T>(actual: T, expected: T): void {
  if (!Object.is(actual, expected)) expect(actual).toBe(expected);
}

/** expect(actual).toBeGreaterThanOrEqual(floor). */
export function expectAtLeast(actual: number, floor: number): void {
  if (!(actual >= floor)) expect(actual).toBeGreaterThanOrEqual(floor);
}

/** expect(actual).toBeLessThanOrEqual(ceiling). */
export function expectAtMost(actual: number, ceiling: number): void {
  if (!(actual <= ceiling)) expect(actual).toBeLessThanOrEqual(ceiling);
}

/** expect(actual).toBeDefined(). */
export function expectDefined(actual: unknown): void {
  if (actual === undefined) expect(actual).toBeDefined();
}
