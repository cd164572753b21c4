// The body every paged back-office list shares: its state (loading, failed with a retry, empty),
// then its rows as the caller renders them (cards or a table), then the pager.
import type { ReactNode } from 'react';
import type { OperatorPage } from '../../../../contract/operator';
import { ListState } from './list-state';
import { Pager } from './pager';

/** The part of an RTK Query result a paged list reads. */
export interface PagedQuery<T> {
  data?: OperatorPage<T>;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface PagedListProps<T> {
  query: PagedQuery<T>;
  empty: ReactNode;
  onPage: (page: number) => void;
  /** Renders the rows; only called when there is at least one. */
  children: (rows: readonly T[]) => ReactNode;
}

export function PagedList<T>({ query, empty, onPage, children }: PagedListProps<T>) {
  const { data, isLoading, isError, refetch } = query;
  const rows = data?.rows ?? [];
  return (
    <>
      <ListState
        isLoading={isLoading}
        isError={isError}
        count={rows.length}
        empty={empty}
        onRetry={() => void refetch()}
      />
      {rows.length > 0 && children(rows)}
      {data && (
        <Pager
          currentPage={data.currentPage}
          totalPages={data.totalPages}
          total={data.total}
          onPage={onPage}
        />
      )}
    </>
  );
}
