// The broker's receiving accounts for a Havale/EFT deposit (GET /api/infos/accounts): one radio per
// account with its bank, holder and IBAN (shown in groups of four), and a copy button that copies
// the IBAN without spaces, as banking apps' IBAN fields take it.
import type { BrokerBankAccount } from '../../../../contract/wallet';
import { formatIban, normalizeIban } from '../../../../contract/iban';
import { tr } from '../../../i18n/tr-signed-in';
import { ChoiceList as List } from './bank-choice.styles';
import { CopyButton } from './copy-button';
import { Row, Choice, Details } from './broker-account-list.styles';

export interface BrokerAccountListProps {
  accounts: readonly BrokerBankAccount[];
  value: string;
  onChange: (id: string) => void;
}

export function BrokerAccountList({ accounts, value, onChange }: BrokerAccountListProps) {
  const texts = tr.money.deposit;
  return (
    <List>
      <legend>{texts.brokerAccounts}</legend>
      {accounts.map((account) => (
        <Row key={account.id} data-testid={`broker-account-${account.id}`}>
          <Choice>
            <input
              type="radio"
              name="brokerAccountId"
              value={account.id}
              checked={value === account.id}
              onChange={() => onChange(account.id)}
            />
            <Details>
              <strong>
                {account.bank} ({account.currency})
              </strong>
              <small>
                {texts.holder}: {account.holder}
              </small>
              <code>{formatIban(account.iban)}</code>
            </Details>
          </Choice>
          <CopyButton text={normalizeIban(account.iban)} label={texts.copyIban(account.bank)} />
        </Row>
      ))}
    </List>
  );
}
