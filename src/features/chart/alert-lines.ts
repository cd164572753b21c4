// The customer's active price alerts on a symbol as dashed price lines, named by the side they
// watch, so the chart shows where an alert will ring. A handle moves one (drag-lines.ts,
// PUT /api/alerts/{id}).
import type { PriceAlert } from '../../../contract/alerts';
import { tr } from '../../i18n/tr-signed-in';
import type { PriceLineSpec } from './chart-overlays';

export function alertLinesOf(alerts: readonly PriceAlert[], symbol: string, color: string): PriceLineSpec[] {
  return alerts
    .filter((alert) => alert.active && alert.symbol === symbol)
    .map((alert) => ({
      key: `alert-${alert.id}`,
      price: alert.price,
      title: tr.chart.alertLine(tr.alerts.sides[alert.side]),
      color,
      dashed: true,
    }));
}
