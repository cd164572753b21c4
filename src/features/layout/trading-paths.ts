// The screens a customer places or manages orders from. On a phone these carry the active
// account's line under the header (issue 22, item 9): which account trades, its balance and equity.
const TRADING_SEGMENTS: ReadonlySet<string> = new Set([
  '',
  'trade',
  'order',
  'chart',
  'transactions',
  'position',
]);

/** '/', /trade, /order/{symbol}, /chart/{symbol}, /transactions and /position/{id}, any letter case. */
export function isTradingPath(pathname: string): boolean {
  const [first = ''] = pathname.split('/').filter(Boolean);
  return TRADING_SEGMENTS.has(first.toLowerCase());
}
