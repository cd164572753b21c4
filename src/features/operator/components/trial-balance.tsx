// The trial balance (mizan): every house account and the customers' side with its debit or credit
// balance, the two columns' totals, and whether the books balance (every account sums to zero).
// One sign on the wire (contract/books.ts): a negative balance is a debit, a positive one a credit.
import type { TrialBalance } from '../../../../contract/books';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-number';
import { useGetTrialBalanceQuery } from '../api/books-api';
import { ListState } from './list-state';
import { Note, Stack, Table, TableScroll } from './operator.styles';
import { GroupRow, RowHeader, Amount, AmountHeader, Verdict } from './trial-balance.styles';

const texts = tr.operator.books;

interface Line {
  key: string;
  name: string;
  balance: number;
}

const cents = (usd: number) => Math.round(usd * 100);

function LineRow({ line }: { line: Line }) {
  const value = cents(line.balance);
  return (
    <tr data-testid={`trial-line-${line.key}`}>
      <RowHeader scope="row">{line.name}</RowHeader>
      <Amount>{value < 0 ? formatMoney(-value / 100) : tr.operator.unknown}</Amount>
      <Amount>{value > 0 ? formatMoney(value / 100) : tr.operator.unknown}</Amount>
    </tr>
  );
}

function linesOf(balance: TrialBalance): { house: Line[]; clients: Line[] } {
  return {
    house: balance.houseAccounts.map((line) => ({
      key: line.account,
      name: texts.houseAccounts[line.account] ?? line.account,
      balance: line.balance,
    })),
    clients: [
      { key: 'client-money', name: texts.clientMoney, balance: balance.clientMoney },
      { key: 'client-credit', name: texts.clientCredit, balance: balance.clientCredit },
      { key: 'practice-money', name: texts.practiceMoney, balance: balance.practiceMoney },
    ],
  };
}

function TrialBalanceTable({ balance }: { balance: TrialBalance }) {
  const { house, clients } = linesOf(balance);
  const all = [...house, ...clients];
  const debitCents = all.reduce((sum, line) => sum + Math.max(0, -cents(line.balance)), 0);
  const creditCents = all.reduce((sum, line) => sum + Math.max(0, cents(line.balance)), 0);
  const differenceCents = cents(balance.total);
  return (
    <Stack>
      <Note>{texts.asOf(formatDateTime(balance.asOf))}</Note>
      <TableScroll role="region" aria-label={texts.trialTable} tabIndex={0}>
        <Table>
          <thead>
            <tr>
              <th scope="col">{texts.account}</th>
              <AmountHeader scope="col">{texts.debit}</AmountHeader>
              <AmountHeader scope="col">{texts.credit}</AmountHeader>
            </tr>
          </thead>
          <tbody>
            <tr>
              <GroupRow scope="rowgroup" colSpan={3}>
                {texts.houseGroup}
              </GroupRow>
            </tr>
            {house.map((line) => (
              <LineRow key={line.key} line={line} />
            ))}
          </tbody>
          <tbody>
            <tr>
              <GroupRow scope="rowgroup" colSpan={3}>
                {texts.clientGroup}
              </GroupRow>
            </tr>
            {clients.map((line) => (
              <LineRow key={line.key} line={line} />
            ))}
          </tbody>
          <tfoot>
            <tr data-testid="trial-total">
              <GroupRow scope="row">{texts.total}</GroupRow>
              <Amount>{formatMoney(debitCents / 100)}</Amount>
              <Amount>{formatMoney(creditCents / 100)}</Amount>
            </tr>
          </tfoot>
        </Table>
      </TableScroll>
      <Verdict role="status" $ok={differenceCents === 0}>
        {differenceCents === 0 ? texts.balanced : texts.unbalanced(formatMoney(differenceCents / 100))}
      </Verdict>
    </Stack>
  );
}

export function TrialBalanceSection() {
  const { data, isLoading, isError, refetch } = useGetTrialBalanceQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <Stack>
      <Note>{texts.intro}</Note>
      <ListState
        isLoading={isLoading}
        isError={isError}
        count={data ? 1 : 0}
        empty={tr.operator.empty}
        onRetry={() => void refetch()}
      />
      {data && <TrialBalanceTable balance={data} />}
    </Stack>
  );
}
