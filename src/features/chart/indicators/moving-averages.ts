// Simple and exponential moving averages of a price series. Each answer is aligned with its input:
// one value per bar, null until the window is full, so a chart can pair them with bar times.

export type Series = readonly (number | null)[];

/** Arithmetic mean of the last `period` values, by a running sum. */
export function sma(values: readonly number[], period: number): Series {
  assertPeriod(period);
  const out: (number | null)[] = [];
  let sum = 0;
  for (let index = 0; index < values.length; index++) {
    sum += values[index];
    if (index >= period) sum -= values[index - period];
    out.push(index >= period - 1 ? sum / period : null);
  }
  return out;
}

/**
 * Exponential moving average with the usual smoothing 2 / (period + 1), started from the simple
 * average of the first `period` values (so it does not hang on the very first price).
 */
export function ema(values: readonly number[], period: number): Series {
  assertPeriod(period);
  const alpha = 2 / (period + 1);
  const out: (number | null)[] = [];
  let previous = 0;
  for (let index = 0; index < values.length; index++) {
    if (index < period - 1) {
      previous += values[index];
      out.push(null);
    } else if (index === period - 1) {
      previous = (previous + values[index]) / period;
      out.push(previous);
    } else {
      previous = alpha * values[index] + (1 - alpha) * previous;
      out.push(previous);
    }
  }
  return out;
}

export function assertPeriod(period: number): void {
  if (!Number.isInteger(period) || period < 1)
    throw new Error(`indicator period must be a positive integer: ${period}`);
}
