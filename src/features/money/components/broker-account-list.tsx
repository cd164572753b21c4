// The broker's receiving accounts for a Havale/EFT deposit (GET /api/infos/accounts): one radio per
// account with its bank, holder and IBAN (shown in groups of four), and a copy button that copies
// the IBAN without spaces, as banking apps' IBAN fields take it.
import styled from 'styled-components';
import type { BrokerBankAccount } from '../../../../contract/wallet';
import { formatIban, normalizeIban } from '../../../../contract/iban';
import { tr } from '../../../i18n/tr-signed-in';
import { ChoiceList as List, ChoiceRow } from './bank-choice.styles';
import { CopyButton } from './copy-button';

const Row = styled(ChoiceRow)`
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
`;

const Choice = styled.label`
  display: flex;
  flex: 1;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: flex-start;
  min-width: 0;
  cursor: pointer;
`;

const Details = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  code {
    font-family: inherit;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

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
