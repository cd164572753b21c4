import { tr } from '../../i18n/tr-signed-in';
import {
  commentProblem,
  parseSize,
  parseStopLossPct,
  sizeProblem,
  starProblem,
  stopLossProblem,
  stopLossUsdOf,
} from './follow-rules';

const texts = tr.traders.dialog;

describe('follow size', () => {
  it.each([
    ['100', null],
    ['100.00', null],
    ['2500.5', null],
    ['5000', null],
    ['', texts.sizeRequired],
    ['   ', texts.sizeRequired],
    ['99.99', texts.sizeTooSmall('100.00')],
    ['0', texts.sizeTooSmall('100.00')],
    ['5000.01', texts.sizeTooLarge('5000.00')],
    ['-100', texts.sizeNegative],
    ['abc', texts.sizeNotNumber],
    ['1e3', texts.sizeNotNumber],
    ['100.123', texts.sizeNotNumber],
    ['1.2.3', texts.sizeNotNumber],
  ])('%j against 5000 free margin → %j', (typed, problem) => {
    expect(sizeProblem(typed, 5000)).toBe(problem);
  });

  it('is a number once parsed, a comma read as the decimal point', () => {
    expect(parseSize('1000')).toBe(1000);
    expect(parseSize('150,5')).toBe(150.5);
    expect(parseSize('x')).toBeNull();
  });
});

describe('copy stop-loss', () => {
  it.each([
    ['5', 5],
    ['40', 40],
    ['95', 95],
    ['4', null],
    ['96', null],
    ['40.5', null],
    ['', null],
    ['-10', null],
  ])('%j → %j', (typed, pct) => {
    expect(parseStopLossPct(typed)).toBe(pct);
    expect(stopLossProblem(typed)).toBe(pct === null ? texts.stopLossInvalid(5, 95) : null);
  });

  it('means that share of the size in USD', () => {
    expect(stopLossUsdOf(1000, 40)).toBe(400);
    expect(stopLossUsdOf(333.33, 25)).toBe(83.33);
  });
});

describe('comment', () => {
  it.each([0, 6, 2.5, -1, Number.NaN])('refuses %p stars', (star) => {
    expect(starProblem(star)).toBe(tr.traders.comments.starRequired);
  });

  it.each([1, 3, 5])('takes %p stars', (star) => expect(starProblem(star)).toBeNull());

  it('takes 1 to 500 characters and refuses empty, blank and 501', () => {
    expect(commentProblem('a')).toBeNull();
    expect(commentProblem('a'.repeat(500))).toBeNull();
    expect(commentProblem('')).toBe(tr.traders.comments.textRequired);
    expect(commentProblem('  \n ')).toBe(tr.traders.comments.textRequired);
    expect(commentProblem('a'.repeat(501))).toBe(tr.traders.comments.textTooLong(500));
  });
});
