// The channel and key strings trading's live updates reuse: made once per id, bounded in number.
import { ReusedStrings } from '../../src/live/reused-strings';

describe('reused strings', () => {
  it('makes the string of an id once and hands the same one out again', () => {
    const made: string[] = [];
    const strings = new ReusedStrings((id) => {
      made.push(id);
      return `account:${id}`;
    }, 10);
    expect(strings.of('a')).toBe('account:a');
    expect(strings.of('b')).toBe('account:b');
    expect(strings.of('a')).toBe('account:a');
    expect(made).toEqual(['a', 'b']);
  });

  it('starts again past its bound, so ids that are gone cannot make it grow', () => {
    const made: string[] = [];
    const strings = new ReusedStrings((id) => {
      made.push(id);
      return `position:${id}`;
    }, 3);
    for (const id of ['1', '2', '3', '4', '1']) strings.of(id);
    // '4' found the cache full and emptied it, so '1' is made again.
    expect(made).toEqual(['1', '2', '3', '4', '1']);
  });
});
