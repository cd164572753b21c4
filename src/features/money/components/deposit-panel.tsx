// The deposit: the method (Havale / EFT / Kredi Kartı), then that method's form, then the receipt
// with the reference code. On /actions the quick variant offers the transfers only and links to
// /deposit for the card. `?method=card` opens the card tab: the card provider's page returns there.
// Loads the broker accounts and the limits it needs.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { DepositMethod, Transaction } from '../../../../contract/wallet';
import { tr } from '../../../i18n/tr-signed-in';
import { Tabs, tabPanelProps } from '../../../ui/tabs';
import { useGetBrokerAccountsQuery } from '../api/money-api';
import { useDepositBounds } from '../hooks/use-money-bounds';
import { BankTransferForm } from './bank-transfer-form';
import { CardDeposit } from './card-deposit';
import { DepositReceipt } from './deposit-receipt';
import { Hint } from './money-form.styles';

const ALL_METHODS: readonly DepositMethod[] = ['havale', 'eft', 'card'];
const QUICK_METHODS: readonly DepositMethod[] = ['havale', 'eft'];

export function DepositPanel({ quick = false }: { quick?: boolean }) {
  const texts = tr.money.deposit;
  const idBase = quick ? 'quick-deposit' : 'deposit';
  const [params] = useSearchParams();
  const [method, setMethod] = useState<DepositMethod>(() =>
    !quick && params.get('method') === 'card' ? 'card' : 'havale',
  );
  const [sent, setSent] = useState<Transaction | null>(null);
  const brokers = useGetBrokerAccountsQuery();
  const { bounds, isError } = useDepositBounds();

  if (brokers.isError || isError) return <Hint role="alert">{tr.money.loadFailed}</Hint>;
  if (!brokers.data || !bounds) return <Hint role="status">{tr.loading.generic}</Hint>;
  if (sent) return <DepositReceipt transaction={sent} onNew={() => setSent(null)} />;

  const methods = quick ? QUICK_METHODS : ALL_METHODS;
  return (
    <>
      <Tabs
        items={methods.map((value) => ({ value, label: texts.methods[value] }))}
        value={method}
        onChange={setMethod}
        ariaLabel={texts.methodsLabel}
        idBase={idBase}
        stretch
      />
      <div {...tabPanelProps(idBase, method)}>
        {method === 'card' ? (
          <CardDeposit bounds={bounds} />
        ) : (
          <BankTransferForm
            key={method}
            method={method}
            accounts={brokers.data}
            bounds={bounds}
            onSent={setSent}
            quick={quick}
          />
        )}
      </div>
      {quick && <Link to="/deposit">{tr.actions.depositMore}</Link>}
    </>
  );
}
