// A customer's verification documents with their review state and reason, each viewable inline.
import { useState } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { Button } from '../../../ui/button';
import type { CustomerDocument } from '../../../../contract/operator';
import { DocumentPreview } from './document-preview';
import { Actions, Fields, FullRow, Note, RowCard, RowList } from './operator.styles';
import { DocumentStatusBadge } from './status-badges';
import { FieldPair } from './field-pair';

function DocumentItem({ document, customerName }: { document: CustomerDocument; customerName: string }) {
  const [showing, setShowing] = useState(false);
  const texts = tr.operator;
  const kind = tr.identity.verification.kinds[document.kind];
  return (
    <RowCard>
      <Fields>
        <FieldPair label={texts.document.kind}>{kind}</FieldPair>
        <FieldPair label={texts.customer.status}>
          <DocumentStatusBadge status={document.status} />
        </FieldPair>
        <FieldPair label={texts.document.uploadedAt}>{formatDateTime(document.createdAt)}</FieldPair>
        {document.reason && <FieldPair label={texts.customer.reason}>{document.reason}</FieldPair>}
      </Fields>
      <Actions>
        <Button size="sm" variant="secondary" aria-expanded={showing} onClick={() => setShowing(!showing)}>
          {texts.document.show}
        </Button>
      </Actions>
      {showing && (
        <FullRow>
          <DocumentPreview documentId={document.id} kindLabel={kind} customerName={customerName} />
        </FullRow>
      )}
    </RowCard>
  );
}

export interface CustomerDocumentsProps {
  documents: readonly CustomerDocument[];
  customerName: string;
}

export function CustomerDocuments({ documents, customerName }: CustomerDocumentsProps) {
  if (documents.length === 0) return <Note>{tr.operator.empty}</Note>;
  return (
    <RowList>
      {documents.map((document) => (
        <DocumentItem key={document.id} document={document} customerName={customerName} />
      ))}
    </RowList>
  );
}
