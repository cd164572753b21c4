// The page state of a back-office list narrowed by one value (a search, a kind of decision, an
// account): narrowing it starts again from the first page, since the old page may not exist.
import { useState } from 'react';

export function useNarrowedPages<T>(initial: T) {
  const [filter, setFilter] = useState(initial);
  const [page, setPage] = useState(1);
  const narrow = (next: T) => {
    setFilter(next);
    setPage(1);
  };
  return { filter, narrow, page, setPage };
}
