// The card deposit in its steps: card form -> 3-D Secure code -> approved (the amount is on the
// balance at once, unlike a transfer that waits for the broker).
import { useState } from 'react';
import { Link } from 'react-router';
import type { Transaction } from '../../../../contract/wallet';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney } from '../../../lib/format-number';
import { Button } from '../../../ui/button';
import type { MoneyBounds } from '../money-amount';
import { CardDepositForm } from './card-deposit-form';
import { Notice } from './money-form.styles';
import { ThreeDsStep } from './three-ds-step';

type Step =
  { kind: 'card' } | { kind: 'code'; transaction: Transaction } | { kind: 'done'; transaction: Transaction };

export function CardDeposit({ bounds }: { bounds: MoneyBounds }) {
  const [step, setStep] = useState<Step>({ kind: 'card' });
  if (step.kind === 'card')
    return (
      <CardDepositForm
        bounds={bounds}
        onChallenged={(transaction) => setStep({ kind: 'code', transaction })}
      />
    );
  if (step.kind === 'code')
    return (
      <ThreeDsStep
        transaction={step.transaction}
        onApproved={(transaction) => setStep({ kind: 'done', transaction })}
      />
    );
  return (
    <Notice role="status">
      <strong>{tr.money.deposit.threeDs.done}</strong>
      <p>
        {formatMoney(step.transaction.amount)} {tr.app.currency} ·{' '}
        {tr.money.statuses[step.transaction.status]}
      </p>
      <Button size="sm" onClick={() => setStep({ kind: 'card' })}>
        {tr.money.deposit.newRequest}
      </Button>
      <Link to="/wallet">{tr.money.deposit.toWallet}</Link>
    </Notice>
  );
}
