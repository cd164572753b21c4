// The in-memory alert book: a tick takes exactly the alerts its bid or ask reaches (at or past
// their price), each once; the rest stay; removal and the order of firing hold. A property run
// checks it against the plain scan it replaces.
import fc from 'fast-check';
import { AlertBook, type BookedAlert } from '../../src/alerts/alert-book';

let sequence = 0;
function alert(
  side: 'bid' | 'ask',
  condition: 'above' | 'below',
  price: number,
  symbol = 'XAUUSD',
): BookedAlert {
  sequence += 1;
  return { id: `a${sequence}`, userId: 'u1', symbol, side, condition, price };
}

const ids = (alerts: readonly { id: string }[]) => alerts.map((entry) => entry.id);

describe('AlertBook', () => {
  it.each([
    // side, condition, alert price, tick bid, tick ask, fires
    ['bid', 'above', 100, 99.99, 100.5, false],
    ['bid', 'above', 100, 100, 100.5, true],
    ['bid', 'above', 100, 101, 101.5, true],
    ['bid', 'below', 100, 100.01, 100.5, false],
    ['bid', 'below', 100, 100, 100.5, true],
    ['ask', 'above', 100, 99.5, 99.99, false],
    ['ask', 'above', 100, 99.5, 100, true],
    ['ask', 'below', 100, 99.5, 100.01, false],
    ['ask', 'below', 100, 99, 99.5, true],
  ] as const)('%s %s %p: bid %p ask %p fires: %p', (side, condition, price, bid, ask, fires) => {
    const book = new AlertBook();
    const booked = alert(side, condition, price);
    book.add(booked);
    const fired = book.take({ symbol: 'XAUUSD', bid, ask });
    expect(ids(fired)).toEqual(fires ? [booked.id] : []);
    if (fires) expect(fired[0]?.quotePrice).toBe(side === 'bid' ? bid : ask);
    expect(book.has(booked.id)).toBe(!fires);
  });

  it('fires an alert once, even when the next tick is past it too', () => {
    const book = new AlertBook();
    const booked = alert('bid', 'above', 100);
    book.add(booked);
    expect(ids(book.take({ symbol: 'XAUUSD', bid: 101, ask: 101.5 }))).toEqual([booked.id]);
    expect(book.take({ symbol: 'XAUUSD', bid: 102, ask: 102.5 })).toEqual([]);
    expect(book.size).toBe(0);
  });

  it('takes only the reached ones, nearest the market first, and leaves the rest and other symbols', () => {
    const book = new AlertBook();
    const far = alert('bid', 'above', 105);
    const near = alert('bid', 'above', 101);
    const middle = alert('bid', 'above', 103);
    const other = alert('bid', 'above', 1, 'EURUSD');
    for (const entry of [far, near, middle, other]) book.add(entry);
    expect(ids(book.take({ symbol: 'XAUUSD', bid: 103, ask: 103.5 }))).toEqual([near.id, middle.id]);
    expect(book.has(far.id)).toBe(true);
    expect(book.has(other.id)).toBe(true);
  });

  it('forgets a removed alert, and refuses one booked twice', () => {
    const book = new AlertBook();
    const booked = alert('ask', 'below', 50);
    book.add(booked);
    expect(() => book.add(booked)).toThrow(/already booked/);
    expect(book.remove(booked.id)).toBe(true);
    expect(book.remove(booked.id)).toBe(false);
    expect(book.take({ symbol: 'XAUUSD', bid: 1, ask: 1 })).toEqual([]);
  });

  it('fires what a plain scan of every alert would, each alert at most once (property)', () => {
    const entry = fc.record({
      side: fc.constantFrom('bid' as const, 'ask' as const),
      condition: fc.constantFrom('above' as const, 'below' as const),
      price: fc.integer({ min: 90, max: 110 }),
      removed: fc.boolean(),
    });
    const tick = fc.record({
      bid: fc.integer({ min: 85, max: 115 }),
      spread: fc.integer({ min: 0, max: 3 }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), fc.array(tick, { maxLength: 20 }), (entries, ticks) => {
        const book = new AlertBook();
        const live = new Map<string, BookedAlert>();
        for (const [index, spec] of entries.entries()) {
          const booked: BookedAlert = { id: `p${index}`, userId: 'u', symbol: 'S', ...spec };
          book.add(booked);
          live.set(booked.id, booked);
          if (spec.removed) {
            book.remove(booked.id);
            live.delete(booked.id);
          }
        }
        const firedOnce = new Set<string>();
        for (const { bid, spread } of ticks) {
          const ask = bid + spread;
          const expected = [...live.values()].filter((candidate) => {
            const quote = candidate.side === 'bid' ? bid : ask;
            return candidate.condition === 'above' ? quote >= candidate.price : quote <= candidate.price;
          });
          const fired = book.take({ symbol: 'S', bid, ask });
          expect(new Set(ids(fired))).toEqual(new Set(ids(expected)));
          for (const firedAlert of fired) {
            expect(firedOnce.has(firedAlert.id)).toBe(false);
            firedOnce.add(firedAlert.id);
            live.delete(firedAlert.id);
          }
        }
        expect(book.size).toBe(live.size);
      }),
      { numRuns: 300 },
    );
  });
});
