// The withdrawal: behind the identity gate (only the verification notice until identity is
// verified), the saved accounts (or, on /withdrawal, a new one), and the request form. The quick variant on /actions only
// chooses among saved accounts and links to /withdrawal to manage them.
import { useState } from 'react';
import { Link } from 'react-router';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { useGetBankListQuery, useGetSavedBanksQuery } from '../api/money-api';
import { useWithdrawalBounds } from '../hooks/use-money-bounds';
import { AddBankForm } from './add-bank-form';
import { Hint } from './money-form.styles';
import { SavedBankList } from './saved-bank-list';
import { VerifiedIdentityGate } from './verified-identity-gate';
import { WithdrawalForm } from './withdrawal-form';

export function WithdrawalPanel({ quick = false }: { quick?: boolean }) {
  return (
    <VerifiedIdentityGate>
      <VerifiedWithdrawal quick={quick} />
    </VerifiedIdentityGate>
  );
}

function VerifiedWithdrawal({ quick }: { quick: boolean }) {
  const texts = tr.money.withdrawal;
  const saved = useGetSavedBanksQuery();
  const bankList = useGetBankListQuery();
  const { bounds, isError } = useWithdrawalBounds();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  if (saved.isError || isError) return <Hint role="alert">{tr.money.loadFailed}</Hint>;
  if (!saved.data || !bounds) return <Hint role="status">{tr.loading.generic}</Hint>;

  const banks = saved.data;
  // The first saved account is chosen until the customer picks another.
  const chosen = banks.find((bank) => bank.id === chosenId) ?? banks[0] ?? null;
  const showAdd = !quick && (adding || banks.length === 0);
  return (
    <>
      {quick && banks.length === 0 ? (
        <Hint>{tr.actions.noSavedAccount}</Hint>
      ) : (
        <SavedBankList banks={banks} value={chosen?.id ?? ''} onChange={setChosenId} removable={!quick} />
      )}
      {showAdd ? (
        <AddBankForm
          banks={bankList.data ?? []}
          onSaved={(bank) => {
            setChosenId(bank.id);
            setAdding(false);
          }}
        />
      ) : (
        !quick && (
          <Button size="sm" variant="ghost" onClick={() => setAdding(true)}>
            {texts.addAccount}
          </Button>
        )
      )}
      <WithdrawalForm bounds={bounds} bank={chosen} />
      {quick && <Link to="/withdrawal">{tr.actions.withdrawMore}</Link>}
    </>
  );
}
