// A Havale or EFT deposit request: the broker account to send to, the amount (limits shown, quick
// amounts) and the send. The answer is a pending transaction whose reference code the customer
// writes in the transfer description; the parent shows it as a receipt. Once MASAK's daily total is
// reached the server asks for the purpose, and the form shows the field for it.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { BrokerBankAccount, Transaction } from '../../../../contract/wallet';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { useMasakPurpose } from '../hooks/use-masak-purpose';
import { useSendDeposit } from '../hooks/use-money-actions';
import { parseMoney, type MoneyBounds } from '../money-amount';
import { AmountController } from './amount-controller';
import { BrokerAccountList } from './broker-account-list';
import { PurposeField } from './purpose-field';
import { Form, Hint } from './money-form.styles';

export interface BankTransferFormProps {
  method: 'havale' | 'eft';
  accounts: readonly BrokerBankAccount[];
  bounds: MoneyBounds;
  onSent: (transaction: Transaction) => void;
  /** The quick form on /actions shows the first account only, without the choice. */
  quick?: boolean;
}

export function BankTransferForm({ method, accounts, bounds, onSent, quick = false }: BankTransferFormProps) {
  const [brokerAccountId, setBrokerAccountId] = useState(accounts[0]?.id ?? '');
  const { control, handleSubmit } = useForm<{ amount: string }>({ defaultValues: { amount: '' } });
  const purpose = useMasakPurpose();
  const [send, sending] = useSendDeposit(purpose.noteRefusal);
  const shown = quick ? accounts.slice(0, 1) : accounts;

  const onSubmit = handleSubmit(async ({ amount }) => {
    const stated = purpose.toSend();
    if (stated === false) return;
    const outcome = await send({
      type: 'deposit',
      method,
      amount: parseMoney(amount) ?? 0,
      brokerAccountId: brokerAccountId || undefined,
      ...(stated === undefined ? {} : { purpose: stated }),
    });
    if (outcome?.kind === 'done') purpose.clear();
    if (outcome?.kind === 'done' && outcome.data?.data) onSent(outcome.data.data);
  });

  return (
    <Form onSubmit={onSubmit} noValidate>
      {shown.length > 0 && (
        <BrokerAccountList accounts={shown} value={brokerAccountId} onChange={setBrokerAccountId} />
      )}
      <AmountController control={control} bounds={bounds} name="amount" />
      <PurposeField purpose={purpose} />
      {!quick && <Hint>{tr.money.deposit.transferHint}</Hint>}
      <Button type="submit" variant="primary" busy={sending} fullWidth>
        {tr.money.deposit.submit}
      </Button>
    </Form>
  );
}
