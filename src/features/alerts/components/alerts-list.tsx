// The customer's alerts, newest first: symbol, what is watched, whether it is active or when and at
// what price it fired, the note, and Sil. A fired alert stays in the list, inactive.
import type { PriceAlert } from '../../../../contract/alerts';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { useMutationOutcome } from '../../../lib/use-mutation-outcome';
import { Button } from '../../../ui/button';
import { FormCard, FormHint } from '../../../ui/form-controls';
import { useDeleteAlertMutation, useGetAlertsQuery } from '../api/alerts-api';
import { AlertRow, AlertRows, AlertState } from './alerts.styles';

const texts = tr.alerts;
const NO_ALERTS: PriceAlert[] = [];

function describe(alert: PriceAlert): string {
  return texts.describe(texts.sides[alert.side], texts.conditions[alert.condition], String(alert.price));
}

export function AlertsList() {
  const { data: alerts = NO_ALERTS, isLoading, isError } = useGetAlertsQuery();
  const [remove] = useDeleteAlertMutation();
  const [send, busy] = useMutationOutcome((id: string) => remove(id), { success: texts.removed });

  return (
    <FormCard aria-labelledby="alerts-list-title">
      <h2 id="alerts-list-title">{texts.listTitle}</h2>
      {isLoading && <FormHint role="status">{tr.loading.data}</FormHint>}
      {isError && <FormHint role="alert">{texts.loadFailed}</FormHint>}
      {!isLoading && !isError && alerts.length === 0 && <FormHint>{texts.empty}</FormHint>}
      <AlertRows aria-label={texts.listTitle}>
        {alerts.map((alert) => (
          <AlertRow key={alert.id} data-testid={`alert-${alert.id}`}>
            <span>
              <strong>{alert.symbol}</strong> {describe(alert)}
              {alert.note && <AlertState> · {alert.note}</AlertState>}
            </span>
            <AlertState>
              {alert.active
                ? texts.active
                : texts.triggered(String(alert.triggeredPrice ?? '-'), formatDateTime(alert.triggeredAt))}
            </AlertState>
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              aria-label={texts.removeLabel(alert.symbol, String(alert.price))}
              onClick={() => void send(alert.id)}
            >
              {texts.remove}
            </Button>
          </AlertRow>
        ))}
      </AlertRows>
    </FormCard>
  );
}
