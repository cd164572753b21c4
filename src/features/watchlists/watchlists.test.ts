import {
  isWatchlists,
  mergeDeviceLists,
  newListProblem,
  toWatchlistInputs,
  WATCHLIST_SYMBOLS_MAX,
  WATCHLISTS_MAX,
  withNewList,
  withoutList,
  withoutSymbol,
  withSymbol,
  type Watchlist,
} from './watchlists';

const metals: Watchlist = { id: 'a', name: 'Metaller', symbols: ['XAUUSD'] };

describe('new lists', () => {
  test.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['metaller', 'taken'],
    [' METALLER ', 'taken'],
    ['Forex', null],
  ])('%j is %p', (name, problem) => {
    expect(newListProblem([metals], name)).toBe(problem);
  });

  test('are bounded in number and name length', () => {
    const many = Array.from({ length: WATCHLISTS_MAX }, (_, index) => ({
      id: `${index}`,
      name: `L${index}`,
      symbols: [],
    }));
    expect(newListProblem(many, 'Yeni')).toBe('too-many');
    expect(withNewList([], `  ${'x'.repeat(60)} `, 'n')[0].name).toHaveLength(40);
  });
});

describe('symbols in a list', () => {
  test('are added once and removed', () => {
    let lists = withSymbol([metals], 'a', 'XAGUSD');
    lists = withSymbol(lists, 'a', 'XAGUSD');
    expect(lists[0].symbols).toEqual(['XAUUSD', 'XAGUSD']);
    expect(withoutSymbol(lists, 'a', 'XAUUSD')[0].symbols).toEqual(['XAGUSD']);
    expect(withoutList(lists, 'a')).toEqual([]);
  });

  test('stop at the bound', () => {
    const full: Watchlist = {
      id: 'f',
      name: 'Dolu',
      symbols: Array.from({ length: WATCHLIST_SYMBOLS_MAX }, (_, i) => `S${i}`),
    };
    expect(withSymbol([full], 'f', 'EXTRA')[0].symbols).toHaveLength(WATCHLIST_SYMBOLS_MAX);
  });
});

test('isWatchlists accepts only lists of the right shape', () => {
  expect(isWatchlists([metals])).toBe(true);
  expect(isWatchlists([])).toBe(true);
  expect(isWatchlists({})).toBe(false);
  expect(isWatchlists([{ id: 1, name: 'x', symbols: [] }])).toBe(false);
  expect(isWatchlists([{ id: 'a', name: 'x', symbols: [3] }])).toBe(false);
});

describe('the lists a device kept, merged into the account once', () => {
  test('add missing symbols to a list of the same name and append the others as new lists', () => {
    const device: Watchlist[] = [
      { id: 'd1', name: 'METALLER', symbols: ['XAGUSD', 'XAUUSD'] },
      { id: 'd2', name: 'Forex', symbols: ['EURUSD'] },
    ];
    const merged = mergeDeviceLists([metals], device);
    expect(merged).toEqual([
      { id: 'a', name: 'Metaller', symbols: ['XAUUSD', 'XAGUSD'] },
      { id: expect.stringMatching(/^unsaved:/), name: 'Forex', symbols: ['EURUSD'] },
    ]);
    expect(toWatchlistInputs(merged)).toEqual([
      { id: 'a', name: 'Metaller', symbols: ['XAUUSD', 'XAGUSD'] },
      { name: 'Forex', symbols: ['EURUSD'] },
    ]);
  });

  test('keep the bounds: no list past the twentieth', () => {
    const server = Array.from({ length: WATCHLISTS_MAX }, (_, index) => ({
      id: `${index}`,
      name: `L${index}`,
      symbols: [],
    }));
    expect(mergeDeviceLists(server, [{ id: 'd', name: 'Yeni', symbols: ['EURUSD'] }])).toEqual(server);
  });
});
