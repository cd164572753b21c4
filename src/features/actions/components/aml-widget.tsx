// The 'aml' slot of /actions, 'MASAK / Kaynak Beyanı': the anti-money-laundering rules a Turkish
// broker applies to deposits and withdrawals (Law 5549: money only from and to accounts in the
// customer's own name, verified identity before a withdrawal, source declarations for unusual
// amounts), next to this customer's own limits and verification state.
import { Link } from 'react-router';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney } from '../../../lib/format-number';
import { useGetMoneyLimitsQuery, useGetVerificationQuery } from '../../money';
import { Widget, WidgetNote } from '../../../ui/widget';
import { Figures } from './actions.styles';
import { Rules } from './aml-widget.styles';

export function AmlWidget() {
  const texts = tr.actions.aml;
  const limits = useGetMoneyLimitsQuery();
  const verification = useGetVerificationQuery();
  const status = verification.data?.status;
  return (
    <Widget aria-labelledby="aml-title">
      <h2 id="aml-title">{texts.title}</h2>
      <WidgetNote>{texts.intro}</WidgetNote>
      <Rules>
        {texts.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </Rules>
      <Figures>
        {limits.data && (
          <>
            <dt>{texts.limits}</dt>
            <dd data-testid="aml-limits">
              {texts.depositLimits(formatMoney(limits.data.depositMin), formatMoney(limits.data.depositMax))}
              <br />
              {texts.withdrawalLimits(
                formatMoney(limits.data.withdrawalMin),
                formatMoney(limits.data.withdrawalMax),
              )}
            </dd>
          </>
        )}
        <dt>{texts.status}</dt>
        <dd data-testid="aml-verification">{status ? tr.money.verification[status] : '-'}</dd>
      </Figures>
      {status && status !== 'verified' && <Link to="/verification">{texts.verify}</Link>}
    </Widget>
  );
}
