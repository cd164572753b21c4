// 'Aktif Oturumlar': each live session of the customer with its device, address and last use,
// this one marked, and 'Diğer Oturumları Kapat', which signs out every other one.
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { useMutationOutcome } from '../../../lib/use-mutation-outcome';
import { Button } from '../../../ui/button';
import { FormCard, FormHint } from '../../../ui/form-controls';
import { useGetSessionsQuery, useRevokeOtherSessionsMutation } from '../api/settings-api';
import { deviceLabel } from '../device-label';
import { SessionList } from './settings.styles';

export function SessionsSettings() {
  const texts = tr.settings;
  const { data: sessions, isLoading } = useGetSessionsQuery();
  const [revoke] = useRevokeOtherSessionsMutation();
  const [revokeOthers, revoking] = useMutationOutcome(() => revoke(), { success: texts.revoked });
  const others = (sessions ?? []).filter((session) => !session.current).length;
  return (
    <FormCard aria-label={texts.sessions}>
      <h2>{texts.sessions}</h2>
      {isLoading && <FormHint>{tr.loading.generic}</FormHint>}
      <SessionList>
        {(sessions ?? []).map((session) => (
          <li key={session.id} data-current={session.current}>
            <strong>
              {deviceLabel(session.device)}
              {session.current && ` (${texts.thisSession})`}
            </strong>
            <span>
              {texts.ipAddress}: {session.address ?? '-'}
            </span>
            <span>
              {texts.lastUsed}: {formatDateTime(session.lastUsedAt)}
            </span>
          </li>
        ))}
      </SessionList>
      {sessions && others === 0 ? (
        <FormHint>{texts.noOthers}</FormHint>
      ) : (
        <Button variant="secondary" busy={revoking} disabled={!sessions} onClick={() => void revokeOthers()}>
          {texts.revokeOthers}
        </Button>
      )}
    </FormCard>
  );
}
