// The account summary's seven figures as the pairs of a dl (each in its own div): balance, credit,
// assets, margin, free margin and margin level, then the floating profit coloured by its sign. The
// /transactions summary and /trade's wallet widget list them alike inside their own dl; the prefix
// names each value for the screen's tests (`summary-balance`, `wallet-balance`).
import type { AccountSummary } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney, formatPercent } from '../../../lib/format-number';
import { ValueBadge } from '../../../ui/value-badge';

const usd = (value: number) => `${formatMoney(value)} ${tr.app.currency}`;

const FIGURES: readonly {
  key: Exclude<keyof AccountSummary, 'floating'>;
  label: string;
  show: (value: number) => string;
}[] = [
  { key: 'balance', label: tr.header.balance, show: usd },
  { key: 'credit', label: tr.header.credit, show: usd },
  { key: 'assets', label: tr.header.assets, show: usd },
  { key: 'margin', label: tr.header.margin, show: usd },
  { key: 'marginFree', label: tr.header.marginFree, show: usd },
  { key: 'marginPct', label: tr.header.marginPct, show: (value) => formatPercent(value) },
];

export function AccountSummaryItems({
  summary,
  testIdPrefix,
}: {
  summary: AccountSummary;
  testIdPrefix: string;
}) {
  return (
    <>
      {FIGURES.map(({ key, label, show }) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd data-testid={`${testIdPrefix}-${key}`}>{show(summary[key])}</dd>
        </div>
      ))}
      <div>
        <dt>{tr.header.floating}</dt>
        <dd data-testid={`${testIdPrefix}-floating`}>
          <ValueBadge value={summary.floating} suffix={` ${tr.app.currency}`}>
            {formatMoney(summary.floating)}
          </ValueBadge>
        </dd>
      </div>
    </>
  );
}
