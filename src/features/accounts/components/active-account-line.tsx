// Which account trades now, with its balance and equity (Varlık = balance + credit + floating), in
// one line. A phone's header has no room for the seven figures, so before this a customer on a
// phone could not tell the practice account from the real one on the screens that place orders
// (issue 22, item 9); the layout shows this line there and the order confirmation repeats it.
import styled from 'styled-components';
import type { AccountKind } from '../../../../contract/wallet';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney } from '../../../lib/format-number';
import { selectAccountSummary, selectProfile } from '../../session';

const Line = styled.dl`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.md}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    white-space: nowrap;
  }
`;

const Pair = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
`;

/** Practice reads in the warning colour, real in the positive one, as the header's switcher does. */
const Kind = styled.dd<{ $kind: AccountKind }>`
  color: ${({ theme, $kind }) => ($kind === 'real' ? theme.colors.positive : theme.colors.warning)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** 'Aktif hesap' is read out by screen readers; the coloured name says it to the eye. */
const HiddenTerm = styled.dt`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

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
