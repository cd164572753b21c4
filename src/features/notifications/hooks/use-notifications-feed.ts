// The notifications of the signed-in customer as every view shows them: loaded pages merged with
// what the socket pushed since, the unread count, and the next page on request.
import { useMemo } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectSessionToken } from '../../../api/session';
import { useGetNotificationsInfiniteQuery } from '../api/notifications-api';
import { makeSelectFeed } from '../notifications-selectors';

export function useNotificationsFeed() {
  const token = useAppSelector(selectSessionToken);
  const query = useGetNotificationsInfiniteQuery(undefined, { skip: !token });
  const selectFeed = useMemo(makeSelectFeed, []);
  const feed = useAppSelector((state) => selectFeed(state, query.data?.pages));
  return {
    ...feed,
    loading: query.isLoading,
    hasMore: query.hasNextPage,
    fetchingMore: query.isFetchingNextPage,
    fetchMore: query.fetchNextPage,
  };
}
