// The Belgeler queue: identity documents waiting for review, oldest first, a page at a time. Each
// row shows its file inline on request (fetched with the token), with Onayla and Reddet; Reddet
// asks for the reason the customer will read.
import { useState } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { Button } from '../../../ui/button';
import { useGetPendingDocumentsQuery } from '../api/operator-api';
import { useApproveDocument, useRejectDocument } from '../hooks/use-operator-actions';
import type { OperatorDocument } from '../../../../contract/operator';
import { DocumentPreview } from './document-preview';
import { CustomerLink } from './customer-link';
import { Actions, Fields, FullRow, RowCard, RowList } from './operator.styles';
import { PagedList } from './paged-list';
import { useStepBackWhenGone } from './pager';
import { QueueDecision } from './queue-decision';
import { FieldPair } from './field-pair';

const texts = tr.operator;

function DocumentRow({ document }: { document: OperatorDocument }) {
  const [approve, approving] = useApproveDocument();
  const [reject, rejecting] = useRejectDocument();
  const [showing, setShowing] = useState(false);
  const labels = texts.document;
  const kind = tr.identity.verification.kinds[document.kind];
  const customer = [document.name, document.surname].filter(Boolean).join(' ') || document.email;
  return (
    <RowCard data-testid={`document-row-${document.id}`}>
      <Fields>
        <FieldPair label={labels.customer}>
          <CustomerLink row={document} />
        </FieldPair>
        <FieldPair label={labels.kind}>{kind}</FieldPair>
        <FieldPair label={labels.uploadedAt}>{formatDateTime(document.createdAt)}</FieldPair>
        <FieldPair label={labels.customerStatus}>{tr.money.verification[document.userStatus]}</FieldPair>
      </Fields>
      <Actions>
        <Button size="sm" variant="secondary" aria-expanded={showing} onClick={() => setShowing(!showing)}>
          {labels.show}
        </Button>
        <QueueDecision
          labels={labels}
          approveLabel={labels.approveLabel(kind, customer)}
          rejectLabel={labels.rejectLabel(kind, customer)}
          rejectTitle={labels.rejectTitle(kind, customer)}
          onApprove={() => approve(document.id)}
          approving={approving}
          onReject={(reason) => reject(document.id, reason)}
          rejecting={rejecting}
        />
      </Actions>
      {showing && (
        <FullRow>
          <DocumentPreview documentId={document.id} kindLabel={kind} customerName={customer} />
        </FullRow>
      )}
    </RowCard>
  );
}

export function DocumentQueue() {
  const [page, setPage] = useState(1);
  const query = useGetPendingDocumentsQuery({ page });
  useStepBackWhenGone(page, query.data?.totalPages, setPage);
  return (
    <PagedList query={query} empty={texts.queues.emptyDocuments} onPage={setPage}>
      {(rows) => (
        <RowList>
          {rows.map((document) => (
            <DocumentRow key={document.id} document={document} />
          ))}
        </RowList>
      )}
    </PagedList>
  );
}
