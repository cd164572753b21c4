// /operator/audit: the append-only audit log, newest first, a page at a time: who acted, what they
// did, on what (by name), when, and the fields that changed (before → after) in Turkish words and
// figures (audit-text.ts); narrowed to one kind of decision (a domain such as every money
// decision, or one action) on the server.
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { useGetAuditQuery } from '../api/operator-api';
import { auditChanges, type FieldChange } from '../audit-diff';
import { auditFieldLabel, auditSubjectText, auditValueText, isReadableField } from '../audit-text';
import { Card, Fields, LabelText, RowCard, RowList, Select } from '../components/operator.styles';
import { PagedList } from '../components/paged-list';
import { useNarrowedPages } from '../hooks/use-narrowed-pages';
import type { AuditRow } from '../../../../contract/operator';
import { FieldPair } from '../components/field-pair';
import { Changes, FieldName } from './audit-page.styles';

const texts = tr.operator.audit;

/** A field set where there was none shows its new value; one cleared, its old value struck. */
function ChangeText({ change }: { change: FieldChange }) {
  if (!change.before) return <ins title={texts.after}>{change.after}</ins>;
  if (!change.after) return <del title={texts.before}>{change.before}</del>;
  return (
    <>
      <del title={texts.before}>{change.before}</del>
      {' → '}
      <ins title={texts.after}>{change.after}</ins>
    </>
  );
}

function actorOf(row: AuditRow): string {
  const role = row.actorRole ? (texts.roles[row.actorRole] ?? row.actorRole) : texts.system;
  const who = row.actorName || row.actorEmail || row.actorId;
  return who ? `${who} (${role})` : role;
}

function AuditItem({ row }: { row: AuditRow }) {
  const changes = auditChanges(row.before, row.after, auditValueText).filter((change) =>
    isReadableField(change.field),
  );
  return (
    <RowCard data-testid={`audit-row-${row.id}`}>
      <Fields>
        <FieldPair label={texts.when}>{formatDateTime(row.createdAt)}</FieldPair>
        <FieldPair label={texts.who}>{actorOf(row)}</FieldPair>
        <FieldPair label={texts.what}>{texts.actions[row.action] ?? row.action}</FieldPair>
        <FieldPair label={texts.subject}>{auditSubjectText(row)}</FieldPair>
        <FieldPair label={texts.changes}>
          {changes.length === 0 ? (
            texts.nothing
          ) : (
            <Changes>
              {changes.map((change) => (
                <li key={change.field}>
                  {change.field && <FieldName>{auditFieldLabel(change.field)}: </FieldName>}
                  <ChangeText change={change} />
                </li>
              ))}
            </Changes>
          )}
        </FieldPair>
      </Fields>
    </RowCard>
  );
}

/** The kinds of decision an operator narrows the log to: a domain (no dot) or one action. */
const FILTERS = Object.keys(texts.filters);

function ActionFilter({ value, onChange }: { value: string; onChange: (action: string) => void }) {
  return (
    <LabelText>
      {texts.filterLabel}
      <Select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{texts.allActions}</option>
        {FILTERS.map((action) => (
          <option key={action} value={action}>
            {texts.filters[action]}
          </option>
        ))}
      </Select>
    </LabelText>
  );
}

export default function AuditPage() {
  const { filter: action, narrow, page, setPage } = useNarrowedPages('');
  const query = useGetAuditQuery({ page, action });
  return (
    <Card aria-label={tr.operator.sections.audit}>
      <ActionFilter value={action} onChange={narrow} />
      <PagedList query={query} empty={tr.operator.empty} onPage={setPage}>
        {(rows) => (
          <RowList>
            {rows.map((row) => (
              <AuditItem key={row.id} row={row} />
            ))}
          </RowList>
        )}
      </PagedList>
    </Card>
  );
}
