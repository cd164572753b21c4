// ORDER_FLIGHTS: how many group-commit flights the persist queue keeps in the air on PostgreSQL.
import { ConfigError } from '../../src/config';
import { flightsInTheAir } from '../../src/trading/trading-core';

describe('flightsInTheAir', () => {
  it('keeps two in the air unless told otherwise', () => {
    expect(flightsInTheAir({})).toBe(2);
    expect(flightsInTheAir({ ORDER_FLIGHTS: ' ' })).toBe(2);
  });

  it('takes one to four', () => {
    for (const flights of [1, 2, 3, 4])
      expect(flightsInTheAir({ ORDER_FLIGHTS: String(flights) })).toBe(flights);
  });

  it('stops the start on anything else', () => {
    for (const wrong of ['0', '5', '1.5', 'two', '-1']) {
      expect(() => flightsInTheAir({ ORDER_FLIGHTS: wrong })).toThrow(ConfigError);
    }
  });
});
