// The risk warning of SPK communiqué III-37.1 on the sign-in page and every signed-in page: the
// share of retail accounts that lost money in the last complete quarter. A server that publishes
// the ratio but whose last quarter had no retail accounts (a broker in its first quarter) still
// warns, without a share; a server that does not publish it (JURISDICTION=none) gets no strip.
import { tr } from '../../../i18n/tr';
import { percentShare } from '../../../lib/percent-share';
import { quarterParts } from '../client-outcomes';
import { useClientOutcomes } from '../hooks/use-client-outcomes';
import { Strip } from './risk-warning-strip.styles';

export function RiskWarningStrip() {
  const outcomes = useClientOutcomes();
  const parts = outcomes ? quarterParts(outcomes.quarter) : null;
  if (!outcomes || !parts) return null;
  return (
    <Strip role="note" aria-label={tr.compliance.riskWarningLabel} data-testid="risk-warning">
      {outcomes.accounts === 0
        ? tr.compliance.riskWarningGeneral
        : tr.compliance.riskWarning(percentShare(outcomes.losingPct), parts.year, parts.quarter)}
    </Strip>
  );
}
