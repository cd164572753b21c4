// The price lines of the customer's active alerts on one symbol, from the alerts list the /alerts
// page shares (a fired alert's live message reloads it, and its line goes).
import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import type { PriceAlert } from '../../../../contract/alerts';
import { useGetAlertsQuery } from '../../alerts';
import { alertLinesOf } from '../alert-lines';

const NO_ALERTS: PriceAlert[] = [];

export function useAlertLines(symbol: string) {
  const theme = useTheme();
  const { data: alerts = NO_ALERTS } = useGetAlertsQuery();
  return useMemo(() => alertLinesOf(alerts, symbol, theme.colors.warning), [alerts, symbol, theme]);
}
