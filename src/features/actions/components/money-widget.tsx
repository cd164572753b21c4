// The 'deposit' and 'withdraw' slots of /actions: the money panels in their quick variant, on the
// real account only, like their pages.
import { tr } from '../../../i18n/tr-signed-in';
import { DepositPanel, RealAccountGate, WithdrawalPanel } from '../../money';
import { Widget } from '../../../ui/widget';

export function MoneyWidget({ kind }: { kind: 'deposit' | 'withdraw' }) {
  const title = kind === 'deposit' ? tr.actions.depositTitle : tr.actions.withdrawTitle;
  const id = `actions-${kind}-title`;
  return (
    <Widget aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <RealAccountGate>
        {kind === 'deposit' ? <DepositPanel quick /> : <WithdrawalPanel quick />}
      </RealAccountGate>
    </Widget>
  );
}
