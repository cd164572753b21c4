// The robot detail's curve drawing: placed by time, not by index, with dated labels in Turkish.
import { tr } from '../../i18n/tr-signed-in';
import { timedCurveDrawing } from './timed-curve';

const DAY_S = 24 * 60 * 60;
/** 2026-09-01T00:00:00Z */
const START = Date.UTC(2026, 8, 1) / 1000;

describe('timed curve drawing', () => {
  it('places points by time, so a quiet stretch takes its width', () => {
    const drawing = timedCurveDrawing([
      { time: START, equity: 10000 },
      { time: START + DAY_S, equity: 10100 },
      { time: START + 4 * DAY_S, equity: 10200 },
    ]);
    // The second point is a quarter of the way along the 1000-wide plot, not half.
    expect(drawing?.path).toMatch(/^M0\.0 [\d.]+ L250\.0 [\d.]+ L1000\.0 /);
    expect(drawing?.times.map((tick) => tick.label)).toEqual([
      `1 ${tr.chart.monthsShort[8]}`,
      `2 ${tr.chart.monthsShort[8]}`,
      `3 ${tr.chart.monthsShort[8]}`,
      `4 ${tr.chart.monthsShort[8]}`,
      `5 ${tr.chart.monthsShort[8]}`,
    ]);
    expect(drawing?.values.map((tick) => tick.label)).toEqual([
      '10000.00',
      '10050.00',
      '10100.00',
      '10150.00',
      '10200.00',
    ]);
  });

  it('keeps the last value of a time and draws nothing below two times', () => {
    const drawing = timedCurveDrawing([
      { time: START + DAY_S, equity: 90 },
      { time: START, equity: 100 },
      { time: START + DAY_S, equity: 110 },
    ]);
    expect(drawing?.path).toMatch(/L1000\.0 [\d.]+$/);
    expect(drawing?.values.at(-1)?.label).toBe('110.00');
    expect(timedCurveDrawing([{ time: START, equity: 100 }])).toBeNull();
    expect(timedCurveDrawing([])).toBeNull();
  });
});
