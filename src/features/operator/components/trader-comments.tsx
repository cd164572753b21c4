// A trader's comments for moderation (GET /api/operator/traders/:id/comments), removed ones
// included and marked, a page at a time; Kaldır asks for the reason first.
import { useState } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { Button } from '../../../ui/button';
import { useGetModeratedCommentsQuery } from '../api/operator-api';
import { useRemoveComment } from '../hooks/use-operator-actions';
import type { ModeratedComment, ModeratedTrader } from '../../../../contract/operator';
import { Actions, Badge, Note, RowCard, RowList, Stack } from './operator.styles';
import { PagedList } from './paged-list';
import { ReasonDialog } from './reason-dialog';
import { Body, Meta } from './trader-comments.styles';

const texts = tr.operator.traders;

/** The comment's id under either name the server may use (`_id` as in SPEC.md, or `id`). */
export const commentIdOf = (comment: ModeratedComment): string => comment.id ?? comment._id ?? '';

function CommentItem({ comment }: { comment: ModeratedComment }) {
  const [remove, removing] = useRemoveComment();
  const [asking, setAsking] = useState(false);
  return (
    <RowCard data-testid={`comment-${commentIdOf(comment)}`}>
      <Body>
        <Meta>
          <strong>{comment.userName}</strong>
          <span>{texts.stars(comment.star)}</span>
          <span>{formatDateTime(comment.createdAt)}</span>
          {comment.removed && <Badge $tone="negative">{texts.removed}</Badge>}
        </Meta>
        <p>{comment.comment}</p>
        {comment.removed && comment.removedReason && (
          <Note>{texts.removedReason(comment.removedReason)}</Note>
        )}
      </Body>
      {!comment.removed && (
        <Actions>
          <Button
            size="sm"
            variant="negative"
            aria-label={texts.removeLabel(comment.userName)}
            onClick={() => setAsking(true)}
          >
            {texts.remove}
          </Button>
        </Actions>
      )}
      {asking && (
        <ReasonDialog
          title={texts.removeTitle(comment.userName)}
          hint={texts.removeHint}
          confirmLabel={texts.remove}
          busy={removing}
          onConfirm={(reason) => remove(commentIdOf(comment), reason)}
          onClose={() => setAsking(false)}
        />
      )}
    </RowCard>
  );
}

export function TraderComments({ trader }: { trader: ModeratedTrader }) {
  const [page, setPage] = useState(1);
  const query = useGetModeratedCommentsQuery({ traderId: trader.id, page });
  return (
    <Stack role="region" aria-label={texts.commentsLabel(trader.name)}>
      <PagedList query={query} empty={texts.noComments} onPage={setPage}>
        {(rows) => (
          <RowList>
            {rows.map((comment) => (
              <CommentItem key={commentIdOf(comment)} comment={comment} />
            ))}
          </RowList>
        )}
      </PagedList>
    </Stack>
  );
}
