// /operator/professional: the professional client applications (SPK III-37.1), pending ones first,
// oldest first, with what the customer declared, their current category and how many positions
// they hold open. Onayla asks to confirm (an approval makes the customer professional; the open
// positions keep the margin they opened with), Reddet asks for the reason the customer will read.
import type { OperatorProfessionalRequest, ProfessionalRequestStatus } from '../../../../contract/compliance';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { useGetProfessionalRequestsQuery } from '../api/compliance-operator-api';
import { CustomerLink } from '../components/customer-link';
import {
  Actions,
  Card,
  Fields,
  FullRow,
  LabelText,
  Note,
  RowCard,
  RowList,
  Select,
} from '../components/operator.styles';
import { PagedList } from '../components/paged-list';
import { useStepBackWhenGone } from '../components/pager';
import { QueueDecision } from '../components/queue-decision';
import { customerNameOf } from '../customer-name';
import { useApproveProfessional, useRejectProfessional } from '../hooks/use-compliance-actions';
import { useNarrowedPages } from '../hooks/use-narrowed-pages';
import { FieldPair } from '../components/field-pair';
import { Statements } from './professional-requests-page.styles';

const texts = tr.operator.professional;

const STATUSES: readonly ProfessionalRequestStatus[] = ['pending', 'approved', 'rejected'];

function isStatus(value: string): value is ProfessionalRequestStatus {
  return (STATUSES as readonly string[]).includes(value);
}

function RequestRow({ request }: { request: OperatorProfessionalRequest }) {
  const [approve, approving] = useApproveProfessional();
  const [reject, rejecting] = useRejectProfessional();
  const name = customerNameOf(request) ?? request.email;
  const category = tr.professional.categories[request.clientCategory];
  return (
    <RowCard data-testid={`professional-row-${request.id}`}>
      <Fields>
        <FieldPair label={tr.operator.transaction.customer}>
          <CustomerLink row={request} />
        </FieldPair>
        <FieldPair label={texts.category}>{category}</FieldPair>
        <FieldPair label={texts.openPositions}>{request.openPositions}</FieldPair>
        <FieldPair label={texts.createdAt}>{formatDateTime(request.createdAt)}</FieldPair>
        <FullRow>
          <dt>{texts.statements}</dt>
          <dd>
            <Statements>
              {request.statements.map((statement) => (
                <li key={statement}>{tr.professional.statements[statement] ?? statement}</li>
              ))}
            </Statements>
          </dd>
        </FullRow>
        {request.reason && <FieldPair label={texts.reason}>{request.reason}</FieldPair>}
      </Fields>
      {request.status === 'pending' && (
        <Actions>
          <QueueDecision
            labels={texts}
            approveLabel={texts.approveLabel(name)}
            rejectLabel={texts.rejectLabel(name)}
            rejectTitle={texts.rejectTitle(name)}
            onApprove={() => approve(request)}
            approveConfirm={{
              title: texts.approveTitle(name),
              rows: [
                { label: texts.category, value: category },
                { label: texts.openPositions, value: texts.approveNote(request.openPositions) },
              ],
            }}
            approving={approving}
            onReject={(reason) => reject(request, reason)}
            rejecting={rejecting}
          />
        </Actions>
      )}
    </RowCard>
  );
}

export default function ProfessionalRequestsPage() {
  const { filter: status, narrow, page, setPage } = useNarrowedPages<ProfessionalRequestStatus>('pending');
  const query = useGetProfessionalRequestsQuery({ status, page });
  useStepBackWhenGone(page, query.data?.totalPages, setPage);
  return (
    <Card aria-label={tr.operator.sections.professional}>
      <Note>{texts.intro}</Note>
      <LabelText>
        {texts.filterLabel}
        <Select
          value={status}
          onChange={(event) => isStatus(event.target.value) && narrow(event.target.value)}
        >
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {texts.statuses[value]}
            </option>
          ))}
        </Select>
      </LabelText>
      <PagedList query={query} empty={texts.empty} onPage={setPage}>
        {(rows) => (
          <RowList>
            {rows.map((request) => (
              <RequestRow key={request.id} request={request} />
            ))}
          </RowList>
        )}
      </PagedList>
    </Card>
  );
}
