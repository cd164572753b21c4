// The account figures pending for one fan-out gateway, as numbers. At 5,000 watched accounts each
// drain publishes about one account message per account; as merged objects they were the queue's
// backlog (a spread per merge, two map lookups, a size estimate, a clone of an object each), and
// the backlog of them, never emptied, held the position rows back. Here a publish writes the
// changed codes' values at the row of the account route's slot (slot-rows.ts).
//
// Merged values keep their keys in the order they first came (`{ ...pending, ...piece }`), and a
// client's frame shows that order, so a row keeps it too: `order` lists the codes as they first
// came, as base-8 digits (code index + 1), and the gateway rebuilds the object with its keys in
// that order (`accountMessageOf`): replaying the row is replaying the pieces merged.
import type { AccountMessage } from '../../../contract/live';
import type { SlotRoute } from './position-routes';
import { SlotRows } from './slot-rows';

export type AccountCodes = Omit<AccountMessage, 'type'>;
type AccountCode = keyof AccountCodes;

/** The codes a row holds, in the order of their columns. */
const CODES: readonly AccountCode[] = ['blc', 'crd', 'mrg', 'ass', 'fm', 'pct', 'allp'];
const COLUMN_OF: Readonly<Record<string, number>> = Object.fromEntries(CODES.map((code, i) => [code, i]));
/** slot, order, mask of the codes present, then one value per code. */
export const ACCOUNT_ROW_WIDTH = 3 + CODES.length;
const VALUES = 3;

export class PendingAccounts extends SlotRows<SlotRoute> {
  constructor() {
    super(ACCOUNT_ROW_WIDTH);
  }

  /** Merges `changes` into the route's pending row, as `{ ...pending, ...changes }` would. */
  set(route: SlotRoute, changes: AccountCodes): void {
    const at = this.rowOf(route);
    const rows = this.rows;
    let order = rows[at + 1];
    let mask = rows[at + 2];
    for (const code in changes) {
      const value = changes[code as AccountCode];
      const column = COLUMN_OF[code];
      // The type allows no other key; an absent value would be dropped by JSON anyway.
      if (column === undefined || value === undefined) continue;
      const bit = 1 << column;
      if ((mask & bit) === 0) {
        mask |= bit;
        order = order * 8 + column + 1;
      }
      rows[at + VALUES + column] = value;
    }
    rows[at + 1] = order;
    rows[at + 2] = mask;
  }

  protected nameOf(route: SlotRoute, names: string[]): void {
    names.push(route.channel, route.key);
  }
}

/** The account message a row at `at` stands for, its codes in the order they first came. */
export function accountMessageOf(rows: Float64Array, at: number): AccountMessage {
  const columns: number[] = [];
  for (let order = rows[at + 1]; order > 0; order = Math.floor(order / 8)) columns.push((order % 8) - 1);
  const message: AccountMessage = { type: 'account' };
  for (let i = columns.length - 1; i >= 0; i--) {
    const column = columns[i];
    message[CODES[column]] = rows[at + VALUES + column];
  }
  return message;
}
