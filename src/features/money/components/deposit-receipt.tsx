// What a Havale/EFT deposit request leaves the customer with: the reference code to write in the
// transfer description (with a copy button), the amount and the pending state until the broker
// finds the transfer and approves it.
import { Link } from 'react-router';
import type { Transaction } from '../../../../contract/wallet';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney } from '../../../lib/format-number';
import { Button } from '../../../ui/button';
import { CopyButton } from './copy-button';
import { Hint, Notice } from './money-form.styles';
import { Reference, Actions } from './deposit-receipt.styles';

export function DepositReceipt({ transaction, onNew }: { transaction: Transaction; onNew: () => void }) {
  const texts = tr.money.deposit;
  return (
    <Notice role="status" aria-label={texts.referenceTitle}>
      <strong>{texts.referenceTitle}</strong>
      <Hint>{texts.reference}</Hint>
      <Reference>
        <code data-testid="deposit-reference">{transaction.reference}</code>
        <CopyButton text={transaction.reference} label={texts.copyReference} />
      </Reference>
      <p>{texts.referenceHint(tr.money.methods[transaction.method], formatMoney(transaction.amount))}</p>
      <p>{texts.pendingNote}</p>
      <Actions>
        <Button size="sm" onClick={onNew}>
          {texts.newRequest}
        </Button>
        <Link to="/wallet">{texts.toWallet}</Link>
      </Actions>
    </Notice>
  );
}
