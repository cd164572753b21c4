// A card deposit, back from the provider's page: the address carries the payment token and the
// amount. The token is claimed once (the server verifies it with the provider and credits it), then
// dropped from the address so a reload or the back button cannot send it again; the screen says
// whether the money arrived, and offers a new payment when it did not.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Transaction } from '../../../../contract/wallet';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney } from '../../../lib/format-number';
import { Button } from '../../../ui/button';
import { takeCardPurpose } from '../card-purpose-memory';
import { useClaimCardPayment } from '../hooks/use-money-actions';
import { Hint, Notice } from './money-form.styles';

export interface CardPaymentReturnProps {
  paymentToken: string;
  amount: number;
  /** Called once the token is read, so the address forgets it. */
  onTokenRead: () => void;
  onNewPayment: () => void;
}

type Claim =
  { kind: 'claiming' } | { kind: 'done'; transaction: Transaction } | { kind: 'failed'; message: string };

export function CardPaymentReturn({
  paymentToken,
  amount,
  onTokenRead,
  onNewPayment,
}: CardPaymentReturnProps) {
  const texts = tr.money.deposit.card;
  const [claim, setClaim] = useState<Claim>({ kind: 'claiming' });
  const [send] = useClaimCardPayment();
  const sent = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice; the token must be claimed once.
    if (sent.current) return;
    sent.current = true;
    onTokenRead();
    const purpose = takeCardPurpose();
    void send({
      type: 'deposit',
      method: 'card',
      amount,
      paymentToken,
      ...(purpose ? { purpose } : {}),
    }).then((outcome) => {
      if (outcome?.kind === 'done' && outcome.data?.data)
        setClaim({ kind: 'done', transaction: outcome.data.data });
      else setClaim({ kind: 'failed', message: outcome?.message ?? texts.failed });
    });
  }, [amount, paymentToken, onTokenRead, send, texts.failed]);

  if (claim.kind === 'claiming') return <Hint role="status">{texts.crediting}</Hint>;
  if (claim.kind === 'failed')
    return (
      <Notice role="alert">
        <strong>{texts.failed}</strong>
        <p>{claim.message}</p>
        <Button size="sm" onClick={onNewPayment}>
          {texts.retry}
        </Button>
      </Notice>
    );
  return (
    <Notice role="status">
      <strong>{texts.done}</strong>
      <p>
        {formatMoney(claim.transaction.amount)} {tr.app.currency} ·{' '}
        {tr.money.statuses[claim.transaction.status]}
      </p>
      <Button size="sm" onClick={onNewPayment}>
        {tr.money.deposit.newRequest}
      </Button>
      <Link to="/wallet">{tr.money.deposit.toWallet}</Link>
    </Notice>
  );
}
