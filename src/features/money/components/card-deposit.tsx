// The card deposit: the amount, then the provider's hosted page (outside this app), then back here
// with a payment token that the server verifies and credits (the amount is on the balance at once,
// unlike a transfer that waits for the broker). The token and amount arrive in the address.
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CARD_RETURN_PARAMS } from '../../../../contract/wallet';
import { parseMoney, type MoneyBounds } from '../money-amount';
import { CardCheckoutForm } from './card-checkout-form';
import { CardPaymentReturn } from './card-payment-return';

interface ReturnedPayment {
  paymentToken: string;
  amount: number;
}

function returnedPaymentOf(params: URLSearchParams): ReturnedPayment | null {
  const paymentToken = params.get(CARD_RETURN_PARAMS.token);
  const amount = parseMoney(params.get(CARD_RETURN_PARAMS.amount) ?? '');
  return paymentToken && amount !== null ? { paymentToken, amount } : null;
}

export function CardDeposit({ bounds }: { bounds: MoneyBounds }) {
  const [params, setParams] = useSearchParams();
  // Read once: the address forgets the token as soon as the claim starts.
  const [returned, setReturned] = useState<ReturnedPayment | null>(() => returnedPaymentOf(params));
  const forgetToken = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CARD_RETURN_PARAMS.token);
        next.delete(CARD_RETURN_PARAMS.amount);
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  if (!returned) return <CardCheckoutForm bounds={bounds} />;
  return (
    <CardPaymentReturn
      paymentToken={returned.paymentToken}
      amount={returned.amount}
      onTokenRead={forgetToken}
      onNewPayment={() => setReturned(null)}
    />
  );
}
