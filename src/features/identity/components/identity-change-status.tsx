// The customer's latest identity change request: its status (İnceleniyor, Onaylandı, Reddedildi),
// the values it asked for, when it was sent and decided, and the broker's reason when rejected.
import type { IdentityChangeRequest, IdentityChangeStatus } from '../../../../contract/identity';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { FormError, FormHint } from '../../../ui/form-controls';
import { FROZEN_FIELDS } from '../identity-change-fields';
import { AskedList, CardHead, ToneBadge, type Tone } from './identity.styles';

const TONES: Record<IdentityChangeStatus, Tone> = { pending: 'waiting', approved: 'good', rejected: 'bad' };

export function IdentityChangeStatus({ request }: { request: IdentityChangeRequest }) {
  const texts = tr.identity.change;
  const asked = FROZEN_FIELDS.filter((field) => request[field] !== null);
  const shown = (field: (typeof FROZEN_FIELDS)[number]) =>
    field === 'birthDate' ? formatDate(request.birthDate) : request[field];
  return (
    <>
      <CardHead>
        <h3>{texts.latest}</h3>
        <ToneBadge $tone={TONES[request.status]} data-testid="identity-change-status">
          {texts.status[request.status]}
        </ToneBadge>
      </CardHead>
      <AskedList aria-label={texts.asked}>
        {asked.map((field) => (
          <div key={field}>
            <dt>{texts[field]}</dt>
            <dd>{shown(field)}</dd>
          </div>
        ))}
      </AskedList>
      <FormHint>
        {texts.sentAt}: {formatDateTime(request.createdAt)}
        {request.decidedAt && ` · ${texts.decidedAt}: ${formatDateTime(request.decidedAt)}`}
      </FormHint>
      {request.status === 'rejected' && request.reason && (
        <FormError role="note">
          {texts.reason}: {request.reason}
        </FormError>
      )}
      {request.status === 'pending' && <FormHint>{texts.pendingNote}</FormHint>}
    </>
  );
}
