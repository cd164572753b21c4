// The array literals the server builds for PostgreSQL parameters (array-literal.ts): what they
// look like, what they leave to the driver, and (with TEST_DATABASE_URL) that PostgreSQL reads each
// back exactly as it reads the driver's own literal of the same array.
import pg from 'pg';
import { arrayLiteral, withArrayLiterals } from '../../src/db/array-literal';

const TRICKY_TEXTS = ['', 'NULL', 'a,b', '{x}', 'say "hi"', 'back\\slash', ' padded ', 'İğüşçö 🙂', '\\"'];

describe('arrayLiteral', () => {
  it('quotes every text, escaping backslashes and double quotes', () => {
    expect(arrayLiteral(['a', '', 'NULL', 'say "hi"', 'back\\slash'])).toBe(
      '{"a","","NULL","say \\"hi\\"","back\\\\slash"}',
    );
  });

  it('writes numbers, booleans, nulls and dates as PostgreSQL reads them', () => {
    expect(arrayLiteral([1, -2.5, 0.000001, 12345678901234, null, undefined])).toBe(
      '{1,-2.5,0.000001,12345678901234,NULL,NULL}',
    );
    expect(arrayLiteral([true, false])).toBe('{true,false}');
    expect(arrayLiteral([new Date(Date.UTC(2026, 10, 27, 21, 5, 0, 7))])).toBe(
      '{"2026-11-27T21:05:00.007Z"}',
    );
    expect(arrayLiteral([])).toBe('{}');
  });

  it('leaves to the driver what it does not write itself', () => {
    for (const odd of [
      [Number.NaN],
      [Infinity],
      [new Date(Number.NaN)],
      [new Date('+012000-01-01')],
      [[1]],
      [{ a: 1 }],
    ]) {
      expect(arrayLiteral(odd)).toBeNull();
    }
    const nested = [[1, 2]];
    const [kept, literal, plain] = withArrayLiterals([nested, ['x'], 7]);
    expect(kept).toBe(nested);
    expect(literal).toBe('{"x"}');
    expect(plain).toBe(7);
  });
});

const url = process.env.TEST_DATABASE_URL;
(url ? describe : describe.skip)('on PostgreSQL', () => {
  let client: pg.Client;
  beforeAll(async () => {
    client = new pg.Client({ connectionString: url });
    await client.connect();
  });
  afterAll(() => client.end());

  /** What PostgreSQL reads from the driver's literal and from ours, as text. */
  async function bothReadings(type: string, values: unknown[]): Promise<[unknown, unknown]> {
    const sql = `SELECT $1::${type}[]::text AS v`;
    const driver = await client.query<{ v: unknown }>(sql, [values]);
    const ours = await client.query<{ v: unknown }>(sql, [arrayLiteral(values)]);
    return [driver.rows[0].v, ours.rows[0].v];
  }

  it.each([
    ['text', [...TRICKY_TEXTS, null]],
    ['float8', [1.5, -0.25, 1e-9, 123456.789, -0, null]],
    ['bigint', [1, '9007199254740993', -42, null]],
    ['int', [0, 7, null]],
    ['numeric', [0.1, 2.55, null]],
    ['boolean', [true, false, null]],
    ['timestamptz', [new Date(Date.UTC(2026, 0, 1)), new Date(1_764_277_500_123), null]],
  ])('%s arrays read back the same', async (type, values) => {
    const [driver, ours] = await bothReadings(type, values);
    expect(ours).toEqual(driver);
  });
});
