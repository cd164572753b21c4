// Bollinger bands: the simple moving average with bands `deviations` standard deviations (of the
// same window, population form, as John Bollinger defines them) above and below.
import { assertPeriod, sma, type Series } from './moving-averages';

export interface BollingerBands {
  middle: Series;
  upper: Series;
  lower: Series;
}

export function bollinger(values: readonly number[], period: number, deviations: number): BollingerBands {
  assertPeriod(period);
  const middle = sma(values, period);
  const upper: (number | null)[] = [];
  const lower: (number | null)[] = [];
  for (let index = 0; index < values.length; index++) {
    const mean = middle[index];
    if (mean === null) {
      upper.push(null);
      lower.push(null);
      continue;
    }
    let squares = 0;
    for (let back = index - period + 1; back <= index; back++) squares += (values[back] - mean) ** 2;
    const spread = deviations * Math.sqrt(squares / period);
    upper.push(mean + spread);
    lower.push(mean - spread);
  }
  return { middle, upper, lower };
}
