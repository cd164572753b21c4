// Names for the group commit's statements, so PostgreSQL parses and analyses each text once per
// connection (a named prepared statement) instead of once per flight. A flight's statements are a
// handful of fixed texts (multi-row statements over unnest arrays), each a few hundred characters of
// CTEs that PostgreSQL would otherwise parse and plan from scratch for every group: that work ran
// on the same two cores as the server. A name is never given to another text (node-postgres
// refuses a known name with a new text), so past the bound new texts simply go unnamed.
/** Distinct texts named at most; a flight's statements are a few, so this is only a guard. */
export const STATEMENT_NAMES_MAX = 256;

const names = new Map<string, string>();

/** The prepared statement's name for `sql`, or undefined once the bound is reached. */
export function statementName(sql: string): string | undefined {
  const known = names.get(sql);
  if (known !== undefined || names.size >= STATEMENT_NAMES_MAX) return known;
  const name = `flight_${names.size + 1}`;
  names.set(sql, name);
  return name;
}
