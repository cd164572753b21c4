// The Yorumlar tab (SPEC.md section 2): each comment's user name, stars and text; 'Daha Fazla Yükle'
// appends the next page while the current page is below totalPages; 'Henüz Bir Yorum Yok.' when
// there are none; and the form to leave one.
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { useGetTraderCommentsInfiniteQuery } from '../api/traders-api';
import { CommentFormCard } from './comment-form';
import { Muted, Note } from './traders.styles';
import { List, Stars } from './trader-comments-tab.styles';

export function TraderCommentsTab({ traderId }: { traderId: string }) {
  const texts = tr.traders;
  const { data, isLoading, isError, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useGetTraderCommentsInfiniteQuery(traderId);
  const comments = data?.pages.flatMap((page) => page.comments) ?? [];

  let body;
  if (isLoading) body = <Note>{texts.loading}</Note>;
  else if (isError && !data) body = <Note role="alert">{texts.loadFailed}</Note>;
  else if (comments.length === 0) body = <Note>{texts.noComments}</Note>;
  else
    body = (
      <List aria-label={texts.tabs.comments}>
        {comments.map((comment) => (
          <li key={comment._id} data-testid={`comment-${comment._id}`}>
            <strong>{comment.userName}</strong>
            <Stars role="img" aria-label={texts.comments.starsLabel(comment.star)}>
              {'★'.repeat(comment.star)}
            </Stars>
            <Muted as="p">{comment.comment}</Muted>
          </li>
        ))}
      </List>
    );

  return (
    <>
      {body}
      {hasNextPage && (
        <Button variant="secondary" busy={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {texts.loadMore}
        </Button>
      )}
      <CommentFormCard traderId={traderId} />
    </>
  );
}
