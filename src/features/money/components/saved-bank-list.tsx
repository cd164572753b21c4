// The customer's saved withdrawal accounts (GET /api/users/banks): one radio each with its bank,
// holder and IBAN in groups of four, and a delete button.
import type { SavedBankAccount } from '../../../../contract/wallet';
import { formatIban } from '../../../../contract/iban';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { useDeleteBank } from '../hooks/use-bank-actions';
import { ChoiceList as List } from './bank-choice.styles';
import { Hint } from './money-form.styles';
import { Row } from './saved-bank-list.styles';

export interface SavedBankListProps {
  banks: readonly SavedBankAccount[];
  value: string;
  onChange: (id: string) => void;
  /** The quick form on /actions only chooses; deleting stays on /withdrawal. */
  removable?: boolean;
}

export function SavedBankList({ banks, value, onChange, removable = true }: SavedBankListProps) {
  const texts = tr.money.withdrawal;
  const [remove, removing] = useDeleteBank();
  if (banks.length === 0) return <Hint>{texts.noSavedAccounts}</Hint>;
  return (
    <List>
      <legend>{texts.chooseAccount}</legend>
      {banks.map((bank) => (
        <Row key={bank.id} data-testid={`saved-bank-${bank.id}`}>
          <label>
            <input
              type="radio"
              name="savedBankId"
              value={bank.id}
              checked={value === bank.id}
              onChange={() => onChange(bank.id)}
            />
            <span>
              <strong>{bank.bankName ?? texts.unknownBank}</strong>
              <small>{bank.holder}</small>
              <code>{formatIban(bank.iban)}</code>
            </span>
          </label>
          {removable && (
            <Button
              size="sm"
              variant="ghost"
              disabled={removing}
              aria-label={texts.remove(formatIban(bank.iban))}
              onClick={() => void remove(bank.id)}
            >
              ✕
            </Button>
          )}
        </Row>
      ))}
    </List>
  );
}
