// Which of the customer's accounts a ledger or positions list shows.
import { tr } from '../../../i18n/tr-signed-in';
import type { CustomerAccount } from '../../../../contract/operator';
import { LabelText, Select } from './operator.styles';

export interface AccountSelectProps {
  accounts: readonly CustomerAccount[];
  value: string;
  onChange: (accountId: string) => void;
}

export function AccountSelect({ accounts, value, onChange }: AccountSelectProps) {
  return (
    <LabelText>
      {tr.operator.customer.accountLabel}
      <Select value={value} onChange={(event) => onChange(event.target.value)}>
        {accounts.map((account) => (
          <option key={account.id} value={account.id}>
            {tr.accounts.kinds[account.kind]}
          </option>
        ))}
      </Select>
    </LabelText>
  );
}
