// Previous and next page for a back-office list, with where the list stands. Hidden when the list
// fits on one page.
import { useEffect } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { Bar } from './pager.styles';

export interface PagerProps {
  currentPage: number;
  totalPages: number;
  total?: number;
  onPage: (page: number) => void;
  /** Names this pager when a screen has several. */
  label?: string;
}

export function Pager({
  currentPage,
  totalPages,
  total,
  onPage,
  label = tr.operator.pager.label,
}: PagerProps) {
  const texts = tr.operator.pager;
  if (totalPages <= 1) return null;
  return (
    <Bar aria-label={label}>
      <Button
        size="sm"
        variant="secondary"
        disabled={currentPage <= 1}
        onClick={() => onPage(currentPage - 1)}
      >
        {texts.previous}
      </Button>
      <span aria-live="polite">
        {texts.position(currentPage, totalPages)}
        {total !== undefined && ` · ${texts.total(total)}`}
      </span>
      <Button
        size="sm"
        variant="secondary"
        disabled={currentPage >= totalPages}
        onClick={() => onPage(currentPage + 1)}
      >
        {texts.next}
      </Button>
    </Bar>
  );
}

/**
 * Steps a list whose rows can leave it (a decided queue item) back to its last page when the page
 * it shows stopped existing, e.g. after the last row of the last page was decided.
 */
export function useStepBackWhenGone(
  page: number,
  totalPages: number | undefined,
  setPage: (page: number) => void,
) {
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [page, totalPages, setPage]);
}
