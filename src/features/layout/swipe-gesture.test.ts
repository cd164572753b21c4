import {
  FLING_VELOCITY_PX_PER_S,
  SWIPE_AREA_PX,
  dragOffsetPx,
  settlesOpen,
  velocityPxPerS,
} from './swipe-gesture';

it('uses the spec constants: swipe area 20 px, fling velocity 450 px/s', () => {
  expect(SWIPE_AREA_PX).toBe(20);
  expect(FLING_VELOCITY_PX_PER_S).toBe(450);
});

describe('velocityPxPerS', () => {
  it('measures speed over the last 100 ms only', () => {
    const samples = [
      { x: 0, timeMs: 0 },
      { x: 10, timeMs: 400 }, // a slow start...
      { x: 30, timeMs: 450 },
      { x: 60, timeMs: 500 }, // ...then 50 px in the last 100 ms
    ];
    expect(velocityPxPerS(samples)).toBe(500);
  });

  it('is negative leftwards and 0 without movement in time', () => {
    expect(
      velocityPxPerS([
        { x: 300, timeMs: 0 },
        { x: 250, timeMs: 50 },
      ]),
    ).toBe(-1000);
    expect(velocityPxPerS([{ x: 5, timeMs: 0 }])).toBe(0);
    expect(
      velocityPxPerS([
        { x: 5, timeMs: 10 },
        { x: 50, timeMs: 10 },
      ]),
    ).toBe(0);
  });
});

describe('settlesOpen', () => {
  const width = 310;
  it('opens on a rightward fling at or above 450 px/s even when barely pulled', () => {
    expect(settlesOpen(40, width, 450)).toBe(true);
    expect(settlesOpen(40, width, 449)).toBe(false);
  });
  it('closes on a leftward fling at or above 450 px/s even when nearly open', () => {
    expect(settlesOpen(300, width, -450)).toBe(false);
    expect(settlesOpen(300, width, -449)).toBe(true);
  });
  it('without a fling, settles on the side of the half-way mark', () => {
    expect(settlesOpen(156, width, 0)).toBe(true);
    expect(settlesOpen(155, width, 0)).toBe(false);
  });
});

it('keeps the drag offset between closed and fully open', () => {
  expect(dragOffsetPx(0, 120, 310)).toBe(120);
  expect(dragOffsetPx(0, 999, 310)).toBe(310);
  expect(dragOffsetPx(310, -400, 310)).toBe(0);
});
