// Relative strength index with Wilder's smoothing: the first average gain and loss are simple
// means over `period` changes, later ones (previous × (period − 1) + current) / period.
// RSI = 100 − 100 / (1 + gain / loss); 100 when there was no loss at all.
import { assertPeriod, type Series } from './moving-averages';

export const RSI_MAX = 100;

export function rsi(values: readonly number[], period: number): Series {
  assertPeriod(period);
  const out: (number | null)[] = values.length > 0 ? [null] : [];
  let gain = 0;
  let loss = 0;
  for (let index = 1; index < values.length; index++) {
    const change = values[index] - values[index - 1];
    const up = Math.max(change, 0);
    const down = Math.max(-change, 0);
    if (index <= period) {
      gain += up / period;
      loss += down / period;
      if (index < period) {
        out.push(null);
        continue;
      }
    } else {
      gain = (gain * (period - 1) + up) / period;
      loss = (loss * (period - 1) + down) / period;
    }
    out.push(loss === 0 ? RSI_MAX : RSI_MAX - RSI_MAX / (1 + gain / loss));
  }
  return out;
}
