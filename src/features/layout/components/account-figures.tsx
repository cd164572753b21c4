// The seven live account figures of the desktop header (SPEC.md 2), in USD with 2 decimals.
// They update with every account message from the socket; until the profile is loaded the
// header says 'Veriler yükleniyor...'.
import type { AccountSummary } from '../../../../contract/entities';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney, formatPercent } from '../../../lib/format-number';
import { ValueBadge } from '../../../ui/value-badge';
import { selectAccountSummary, selectProfile } from '../../session';
import { List, Figure, Label, Value, Loading } from './account-figures.styles';

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
