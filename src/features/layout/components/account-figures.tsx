// The seven live account figures of the desktop header (SPEC.md 2), in USD with 2 decimals.
// They update with every account message from the socket; until the profile is loaded the
// header says 'Veriler yükleniyor...'.
import styled from 'styled-components';
import type { AccountSummary } from '../../../../contract/entities';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney, formatPercent } from '../../../lib/format-number';
import { ValueBadge } from '../../../ui/value-badge';
import { selectAccountSummary, selectProfile } from '../../session';
import { roomyHeaderQuery, widestHeaderQuery } from './header-room';

type FigureKey = keyof AccountSummary;

/** Header order and labels, word for word from SPEC.md. */
export const ACCOUNT_FIGURES: readonly { key: FigureKey; label: string }[] = [
  { key: 'balance', label: tr.header.balance },
  { key: 'credit', label: tr.header.credit },
  { key: 'assets', label: tr.header.assets },
  { key: 'margin', label: tr.header.margin },
  { key: 'marginFree', label: tr.header.marginFree },
  { key: 'marginPct', label: tr.header.marginPct },
  { key: 'floating', label: tr.header.floating },
];

/** The three a tablet-width mobile header has room for. */
export const COMPACT_FIGURES: readonly FigureKey[] = ['balance', 'marginFree', 'floating'];

const List = styled.dl`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  /* From 1440 px there is room for wider gaps; at 1280 the seven figures, the connection state and
     the account switcher must fit without the last label being cut. */
  ${({ theme }) => widestHeaderQuery(theme.scale)} {
    gap: ${({ theme }) => theme.spacing.xl};
  }
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: none;
`;

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  flex: none;
`;

const Label = styled.dt`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
`;

const Value = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ theme }) => roomyHeaderQuery(theme.scale)} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Loading = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function figureText(key: FigureKey, value: number): string {
  return key === 'marginPct' ? formatPercent(value) : `${formatMoney(value)} ${tr.app.currency}`;
}

export function AccountFigures({ only }: { only?: readonly FigureKey[] }) {
  const profile = useAppSelector(selectProfile);
  const summary = useAppSelector(selectAccountSummary);
  if (!profile || !summary) return <Loading role="status">{tr.header.loading}</Loading>;
  const shown = only ? ACCOUNT_FIGURES.filter((figure) => only.includes(figure.key)) : ACCOUNT_FIGURES;
  return (
    <List aria-label={tr.layout.accountFigures}>
      {shown.map(({ key, label }) => (
        <Figure key={key} data-figure={key}>
          <Label>{label}</Label>
          <Value>
            {key === 'floating' ? (
              <ValueBadge value={summary.floating}>{figureText(key, summary.floating)}</ValueBadge>
            ) : (
              figureText(key, summary[key])
            )}
          </Value>
        </Figure>
      ))}
    </List>
  );
}
