// "%N'i" with the suffix the spoken number takes (vowel harmony of its last word).
import { percentShare, possessiveSuffixOf } from './percent-share';

describe('percentShare', () => {
  it.each([
    [74, "%74'ü"],
    [74.4, "%74'ü"],
    [50, "%50'si"],
    [60, "%60'ı"],
    [70, "%70'i"],
    [30, "%30'u"],
    [81, "%81'i"],
    [66.7, "%67'si"],
    [100, "%100'ü"],
    [0, "%0'ı"],
    [9, "%9'u"],
    [40, "%40'ı"],
  ])('%d reads %s', (percent, expected) => {
    expect(percentShare(percent)).toBe(expected);
  });

  it('follows the ones digit before the tens', () => {
    expect(possessiveSuffixOf(26)).toBe("'sı");
    expect(possessiveSuffixOf(13)).toBe("'ü");
  });
});
