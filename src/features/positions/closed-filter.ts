// The closed list's filter as the form holds it (every field text, '' meaning any) and as the
// server takes it (contract/history.ts: only the given fields). Pure, so the rules are tested
// without a screen; the server checks the same and answers in Turkish if a client skipped this.
import type { OrderSide } from '../../../contract/entities';
import type { ClosedOrdersFilter } from '../../../contract/history';

export interface ClosedFilterDraft {
  symbol: string;
  /** YYYY-MM-DD or ''. */
  from: string;
  /** YYYY-MM-DD or ''. */
  to: string;
  type: OrderSide | '';
}

export const EMPTY_CLOSED_FILTER: ClosedFilterDraft = { symbol: '', from: '', to: '', type: '' };

export type ClosedFilterProblem = 'order';

/** Days are YYYY-MM-DD, so their text order is their calendar order. */
export function closedFilterProblem(draft: ClosedFilterDraft): ClosedFilterProblem | null {
  return draft.from !== '' && draft.to !== '' && draft.from > draft.to ? 'order' : null;
}

export function filterOfDraft(draft: ClosedFilterDraft): ClosedOrdersFilter {
  const filter: ClosedOrdersFilter = {};
  if (draft.symbol !== '') filter.symbol = draft.symbol;
  if (draft.from !== '') filter.from = draft.from;
  if (draft.to !== '') filter.to = draft.to;
  if (draft.type !== '') filter.type = draft.type;
  return filter;
}

export const isFiltered = (filter: ClosedOrdersFilter): boolean => Object.keys(filter).length > 0;
