// The risk warning of SPK communiqué III-37.1 on the sign-in page and every signed-in page: the
// share of retail accounts that lost money in the last complete quarter. A server that publishes
// the ratio but whose last quarter had no retail accounts (a broker in its first quarter) still
// warns, without a share; a server that does not publish it (JURISDICTION=none) gets no strip.
import styled from 'styled-components';
import { tr } from '../../../i18n/tr';
import { percentShare } from '../../../lib/percent-share';
import { quarterParts } from '../client-outcomes';
import { useClientOutcomes } from '../hooks/use-client-outcomes';

// A note, not an aside: a complementary landmark may not sit inside the sign-in page's main.
const Strip = styled.div`
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.4;
`;

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
