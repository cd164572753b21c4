import { wholeCardsIn } from './use-whole-cards';

test('counts the cards that fit whole, the gap only between them', () => {
  expect(wholeCardsIn(176, 176, 8)).toBe(1);
  expect(wholeCardsIn(359, 176, 8)).toBe(1);
  expect(wholeCardsIn(360, 176, 8)).toBe(2);
  expect(wholeCardsIn(100, 176, 8)).toBe(0);
});

test('an unmeasured box shows the list as loaded', () => {
  expect(wholeCardsIn(0, 176, 8)).toBe(Number.POSITIVE_INFINITY);
});
