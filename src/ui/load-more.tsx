// The paging end of a list that loads page after page: 'Daha Fazla' while more pages remain (busy
// while the next one loads), then 'Başka Veri Bulunmamaktadır.' after the last. The positions
// lists and the wallet's transactions page alike.
import { tr } from '../i18n/tr-signed-in';
import { Button } from './button';

export interface LoadMoreProps {
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
}

export function LoadMore({ hasMore, isLoadingMore, loadMore }: LoadMoreProps) {
  if (!hasMore) return tr.positions.noMore;
  return (
    <Button size="sm" busy={isLoadingMore} onClick={loadMore}>
      {tr.positions.more}
    </Button>
  );
}
