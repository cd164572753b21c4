// A customer's signed-in sessions: when, the device and the address, as far as the server knows.
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import type { CustomerSession } from '../../../../contract/operator';
import { DataTable, type Column } from './data-table';
import { Note } from './operator.styles';

const texts = tr.operator.customer;
const orUnknown = (value: string | null | undefined) => value || tr.operator.unknown;

const COLUMNS: readonly Column<CustomerSession>[] = [
  { key: 'created', header: texts.signedInAt, cell: (row) => formatDateTime(row.createdAt) },
  {
    key: 'seen',
    header: texts.lastSeenAt,
    cell: (row) => (row.lastSeenAt ? formatDateTime(row.lastSeenAt) : tr.operator.unknown),
  },
  { key: 'device', header: texts.device, cell: (row) => orUnknown(row.userAgent) },
  { key: 'ip', header: texts.ip, cell: (row) => orUnknown(row.ip) },
];

export function CustomerSessions({ sessions }: { sessions: readonly CustomerSession[] }) {
  if (sessions.length === 0) return <Note>{tr.operator.empty}</Note>;
  return <DataTable label={texts.tabs.sessions} columns={COLUMNS} rows={sessions} rowKey={(row) => row.id} />;
}
