// The Hakkında tab: the trader's own words, the risk score (1–10), max drawdown, win rate, closed
// trades, copiers, the assets under copy, the symbols traded, the start date and the equity curve
// (all from GET /api/traders/{id}).
import type { TraderProfile } from '../../../../contract/traders';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDate } from '../../../lib/format-date';
import { formatMoney, formatPercent } from '../../../lib/format-number';
import { EquityLine } from '../../../ui/equity-chart/equity-line';
import { Figures, Muted } from './traders.styles';

export function TraderAboutTab({ profile }: { profile: TraderProfile }) {
  const texts = tr.traders.about;
  const rows = [
    ['riskScore', texts.riskScore, `${profile.riskScore} / 10`],
    ['maxDrawdown', texts.maxDrawdown, formatPercent(profile.maxDrawdownPct)],
    ['winRate', texts.winRate, formatPercent(profile.winRatePct)],
    ['trades', texts.trades, String(profile.trades)],
    ['copiers', texts.copiers, String(profile.copiers)],
    ['assetsUnderCopy', texts.assetsUnderCopy, `${formatMoney(profile.assetsUnderCopy)} ${tr.app.currency}`],
    ['since', texts.since, formatDate(profile.since)],
  ] as const;
  return (
    <>
      <h3>{texts.bio}</h3>
      <p>{profile.bio || texts.noBio}</p>
      <Figures>
        {rows.map(([key, label, shown]) => (
          <div key={key} data-testid={`about-${key}`}>
            <dt>{label}</dt>
            <dd>{shown}</dd>
          </div>
        ))}
      </Figures>
      {profile.symbols.length > 0 && (
        <Muted>
          {texts.symbols}: {profile.symbols.join(', ')}
        </Muted>
      )}
      <h3>{texts.equityTitle}</h3>
      <EquityLine
        points={profile.equityCurve}
        label={texts.equityLabel(profile.name)}
        viewWidth={600}
        heightPx={160}
        padding={4}
        strokeWidth={2}
        framed
        empty={<Muted>{tr.traders.about.equityEmpty}</Muted>}
        testId="trader-equity-curve"
      />
    </>
  );
}
