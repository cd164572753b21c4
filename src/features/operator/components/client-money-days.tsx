// The client money held at the end of each Istanbul day of a range, newest first, with the day's
// movements of the real accounts that explain it (GET /api/operator/books/client-money). The range
// is applied on 'Göster'; without one the server answers the last 30 days.
import { useState, type FormEvent } from 'react';
import type { ClientMoneyDay } from '../../../../contract/books';
import type { ApiError } from '../../../api/base-query';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-number';
import { Button } from '../../../ui/button';
import { FormError, FormField } from '../../../ui/form-controls';
import { useGetClientMoneyQuery, type ClientMoneyArgs } from '../api/books-api';
import { DataTable, type Column } from './data-table';
import { ListState } from './list-state';
import { Note, Stack } from './operator.styles';
import { RangeForm } from './client-money-days.styles';

const texts = tr.operator.books;

const COLUMNS: readonly Column<ClientMoneyDay>[] = [
  { key: 'date', header: texts.date, cell: (day) => formatDate(day.date) },
  { key: 'deposits', header: texts.deposits, cell: (day) => formatMoney(day.deposits) },
  { key: 'withdrawals', header: texts.withdrawals, cell: (day) => formatMoney(day.withdrawals) },
  { key: 'trading', header: texts.tradingResult, cell: (day) => formatMoney(day.tradingResult) },
  { key: 'protection', header: texts.protection, cell: (day) => formatMoney(day.protection) },
  { key: 'held', header: texts.heldAtDayEnd, cell: (day) => formatMoney(day.clientMoney) },
];

/** A bad range is refused 400 with the server's Turkish message; other failures offer a retry. */
function refusalText(error: unknown): string | null {
  const answer = error as Partial<ApiError> | undefined;
  return answer?.status === 400 && typeof answer.message === 'string' ? answer.message : null;
}

export function ClientMoneyDays() {
  const [draft, setDraft] = useState<Required<ClientMoneyArgs>>({ from: '', to: '' });
  const [applied, setApplied] = useState<ClientMoneyArgs>({});
  const [reversed, setReversed] = useState(false);
  const { data, isLoading, isFetching, isError, error, refetch } = useGetClientMoneyQuery(applied, {
    refetchOnMountOrArgChange: true,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const backwards = draft.from !== '' && draft.to !== '' && draft.from > draft.to;
    setReversed(backwards);
    if (!backwards) setApplied({ from: draft.from || undefined, to: draft.to || undefined });
  };
  const refusal = isError ? refusalText(error) : null;
  const days = isError ? [] : (data?.days ?? []);
  return (
    <Stack>
      <Note>{texts.clientMoneyIntro}</Note>
      <RangeForm onSubmit={submit} noValidate aria-label={texts.rangeLabel}>
        <FormField
          type="date"
          label={texts.from}
          value={draft.from}
          onChange={(event) => setDraft((current) => ({ ...current, from: event.target.value }))}
        />
        <FormField
          type="date"
          label={texts.to}
          value={draft.to}
          error={reversed ? texts.rangeReversed : undefined}
          onChange={(event) => setDraft((current) => ({ ...current, to: event.target.value }))}
        />
        <div>
          <Button type="submit" size="sm" variant="primary" disabled={isFetching}>
            {texts.show}
          </Button>
        </div>
      </RangeForm>
      {refusal ? (
        <FormError role="alert">{refusal}</FormError>
      ) : (
        <ListState
          isLoading={isLoading}
          isError={isError}
          count={days.length}
          empty={texts.noDays}
          onRetry={() => void refetch()}
        />
      )}
      {days.length > 0 && (
        <DataTable
          label={texts.daysTable}
          columns={COLUMNS}
          rows={days}
          rowKey={(day) => day.date}
          rowTestId={(day) => `client-money-${day.date}`}
        />
      )}
    </Stack>
  );
}
