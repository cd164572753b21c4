// Which account trades now, with its balance and equity (Varlık = balance + credit + floating), in
// one line. A phone's header has no room for the seven figures, so before this a customer on a
// phone could not tell the practice account from the real one on the screens that place orders
// (issue 22, item 9); the layout shows this line there and the order confirmation repeats it.
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney } from '../../../lib/format-number';
import { selectAccountSummary, selectProfile } from '../../session';
import { Line, Pair, Kind, HiddenTerm } from './active-account-line.styles';

const usd = (value: number) => `${formatMoney(value)} ${tr.app.currency}`;

export interface ActiveAccountLineProps {
  className?: string;
}

/** Nothing until the profile and the figures are known: the header says it is loading meanwhile. */
export function ActiveAccountLine({ className }: ActiveAccountLineProps) {
  const profile = useAppSelector(selectProfile);
  const summary = useAppSelector(selectAccountSummary);
  if (!profile || !summary) return null;
  return (
    <Line className={className} aria-label={tr.accounts.activeLine} data-testid="active-account-line">
      <Pair>
        <HiddenTerm>{tr.accounts.label}</HiddenTerm>
        <Kind $kind={profile.accountKind} data-kind={profile.accountKind}>
          {tr.accounts.kinds[profile.accountKind]}
        </Kind>
      </Pair>
      <Pair>
        <dt>{tr.header.balance}</dt>
        <dd data-figure="balance">{usd(summary.balance)}</dd>
      </Pair>
      <Pair>
        <dt>{tr.header.assets}</dt>
        <dd data-figure="assets">{usd(summary.assets)}</dd>
      </Pair>
    </Line>
  );
}
