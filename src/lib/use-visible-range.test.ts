import { visibleRange } from './use-visible-range';

describe('visibleRange', () => {
  it.each([
    // scrollTop, height, rowHeight, count -> start, end (4 rows of overscan either side)
    [0, 520, 52, 300, 0, 14],
    [52 * 100, 520, 52, 300, 96, 114],
    [52 * 295, 520, 52, 300, 291, 300],
    [0, 520, 52, 5, 0, 5],
  ])(
    'scrollTop %i, height %i, rows of %i, %i rows -> [%i, %i)',
    (scrollTopPx, heightPx, rowHeightPx, count, start, end) => {
      expect(visibleRange(scrollTopPx, heightPx, rowHeightPx, count)).toEqual({ start, end });
    },
  );

  it('renders a first screenful while the box is not measured yet', () => {
    expect(visibleRange(0, 0, 52, 300)).toEqual({ start: 0, end: 40 });
    expect(visibleRange(0, 0, 52, 12)).toEqual({ start: 0, end: 12 });
  });
});
