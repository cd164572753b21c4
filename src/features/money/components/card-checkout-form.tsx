// A card deposit, first step on our side: only the amount. The broker opens a payment on the
// provider's hosted page and the browser goes there; the card number, expiry and CVC are typed on
// that page and never pass through this app or the broker's server. MASAK's purpose, when the
// server asks for it, is written here before paying and sent again with the claim on return.
import { useForm } from 'react-hook-form';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { rememberCardPurpose } from '../card-purpose-memory';
import { useMasakPurpose } from '../hooks/use-masak-purpose';
import { useStartCardCheckout } from '../hooks/use-money-actions';
import { parseMoney, type MoneyBounds } from '../money-amount';
import { goToPaymentPage } from '../payment-page-navigation';
import { AmountController } from './amount-controller';
import { Form, Hint } from './money-form.styles';
import { PurposeField } from './purpose-field';

export function CardCheckoutForm({ bounds }: { bounds: MoneyBounds }) {
  const texts = tr.money.deposit.card;
  const { control, handleSubmit } = useForm<{ amount: string }>({ defaultValues: { amount: '' } });
  const purpose = useMasakPurpose();
  const [start, starting] = useStartCardCheckout(purpose.noteRefusal);

  const onSubmit = handleSubmit(async ({ amount }) => {
    const stated = purpose.toSend();
    if (stated === false) return;
    const outcome = await start({
      amount: parseMoney(amount) ?? 0,
      ...(stated === undefined ? {} : { purpose: stated }),
    });
    const paymentUrl = outcome?.kind === 'done' ? outcome.data?.data?.paymentUrl : undefined;
    if (!paymentUrl) return;
    rememberCardPurpose(stated);
    goToPaymentPage(paymentUrl);
  });

  return (
    <Form onSubmit={onSubmit} noValidate>
      <Hint>{texts.note}</Hint>
      <AmountController control={control} bounds={bounds} name="amount" />
      <PurposeField purpose={purpose} />
      <Button type="submit" variant="primary" busy={starting} fullWidth>
        {texts.submit}
      </Button>
    </Form>
  );
}
