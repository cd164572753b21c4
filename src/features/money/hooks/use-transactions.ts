// The customer's transactions page by page (GET /api/trans/all), newest first, for /wallet and the
// pending summary on /actions: the loaded rows with repeats dropped (a new transaction shifts the
// pages under a customer who is loading more), the paging flags and 'Daha Fazla'.
// The broker decides a pending transaction on its own time and the live socket carries no
// transaction messages, so while one is pending the first page is asked again every
// PENDING_POLL_MS; when a pending one is decided, the accounts and the profile reload too, so the
// balance and the held amount follow without a page reload.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Transaction } from '../../../../contract/wallet';
import { api } from '../../../api/api-slice';
import { useAppDispatch } from '../../../app/hooks';
import { useGetTransactionsInfiniteQuery } from '../api/money-api';

export const PENDING_POLL_MS = 15_000;

export interface TransactionsView {
  transactions: Transaction[];
  isLoading: boolean;
  isLoadingMore: boolean;
  isError: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

function withoutRepeats(pages: readonly { transactions: Transaction[] }[]): Transaction[] {
  const seen = new Set<string>();
  const rows: Transaction[] = [];
  for (const page of pages) {
    for (const transaction of page.transactions) {
      if (seen.has(transaction.id)) continue;
      seen.add(transaction.id);
      rows.push(transaction);
    }
  }
  return rows;
}

export function useTransactions(): TransactionsView {
  const dispatch = useAppDispatch();
  const pendingBefore = useRef<number | null>(null);
  // The poll is switched by the rows of the last answer: on while any of them is pending.
  const [pollingInterval, setPollingInterval] = useState(0);
  const { data, isLoading, isFetchingNextPage, isError, hasNextPage, fetchNextPage } =
    useGetTransactionsInfiniteQuery(undefined, { pollingInterval, refetchOnMountOrArgChange: true });

  const transactions = useMemo(() => withoutRepeats(data?.pages ?? []), [data]);
  const pendingCount = transactions.filter((row) => row.status === 'pending').length;

  useEffect(() => {
    setPollingInterval(pendingCount > 0 ? PENDING_POLL_MS : 0);
    const before = pendingBefore.current;
    pendingBefore.current = pendingCount;
    if (before !== null && pendingCount < before) dispatch(api.util.invalidateTags(['Accounts', 'Profile']));
  }, [pendingCount, dispatch]);

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return {
    transactions,
    isLoading,
    isLoadingMore: isFetchingNextPage,
    isError,
    hasMore: hasNextPage,
    loadMore,
  };
}
