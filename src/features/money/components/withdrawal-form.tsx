// The withdrawal request: the available figure (free margin), the account to send to, the amount
// and the send (POST /api/trans {type: 'withdrawal', amount, iban, holder}). The server holds the
// amount at once; the form clears and the held amount shows on /wallet until a decision. Once
// MASAK's daily total is reached the server asks for the purpose, and the form shows its field.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SavedBankAccount } from '../../../../contract/wallet';
import { normalizeIban } from '../../../../contract/iban';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney } from '../../../lib/format-number';
import { Button } from '../../../ui/button';
import { useMasakPurpose } from '../hooks/use-masak-purpose';
import { useSendWithdrawal } from '../hooks/use-money-actions';
import { parseMoney, type MoneyBounds } from '../money-amount';
import { AmountController } from './amount-controller';
import { FieldError, Form } from './money-form.styles';
import { PurposeField } from './purpose-field';
import { Available } from './withdrawal-form.styles';

export interface WithdrawalFormProps {
  bounds: MoneyBounds;
  /** The chosen saved account, or null while none is chosen. */
  bank: SavedBankAccount | null;
}

export function WithdrawalForm({ bounds, bank }: WithdrawalFormProps) {
  const texts = tr.money.withdrawal;
  const { control, handleSubmit, reset } = useForm<{ amount: string }>({ defaultValues: { amount: '' } });
  const purpose = useMasakPurpose();
  const [send, sending] = useSendWithdrawal(purpose.noteRefusal);
  const [accountMissing, setAccountMissing] = useState(false);

  const onSubmit = handleSubmit(async ({ amount }) => {
    setAccountMissing(!bank);
    if (!bank) return;
    const stated = purpose.toSend();
    if (stated === false) return;
    const outcome = await send({
      type: 'withdrawal',
      amount: parseMoney(amount) ?? 0,
      iban: normalizeIban(bank.iban),
      holder: bank.holder,
      ...(stated === undefined ? {} : { purpose: stated }),
    });
    if (outcome?.kind === 'done') {
      reset();
      purpose.clear();
    }
  });

  return (
    <Form onSubmit={onSubmit} noValidate>
      <Available>
        <span>{texts.available}</span>
        <strong data-testid="withdrawal-available">
          {bounds.available === null || bounds.available === undefined
            ? tr.loading.generic
            : `${formatMoney(bounds.available)} ${tr.app.currency}`}
        </strong>
      </Available>
      <AmountController control={control} bounds={bounds} />
      <PurposeField purpose={purpose} />
      {accountMissing && !bank && <FieldError role="alert">{texts.accountRequired}</FieldError>}
      <Button type="submit" variant="primary" busy={sending} fullWidth>
        {texts.submit}
      </Button>
    </Form>
  );
}
