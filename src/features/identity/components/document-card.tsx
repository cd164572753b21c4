// One of the four verification documents: what to send, the accepted types and size, its status
// (Yüklenmedi, İnceleniyor, Onaylandı, Reddedildi) with the broker's reason when rejected, and the
// upload with its progress bar while nothing of that kind is in review or approved.
import type { VerificationKind } from '../../../../contract/identity';
import { tr } from '../../../i18n/tr-signed-in';
import { formatDateTime } from '../../../lib/format-date';
import { FormCard, FormError, FormHint } from '../../../ui/form-controls';
import { useUpload } from '../hooks/use-upload';
import { acceptOf } from '../upload-rules';
import { FilePicker } from './file-picker';
import { CardHead, Progress, Row, ToneBadge, type Tone } from './identity.styles';

export interface DocumentView {
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  createdAt: string;
}

const TONES: Record<DocumentView['status'] | 'missing', Tone> = {
  missing: 'none',
  pending: 'waiting',
  approved: 'good',
  rejected: 'bad',
};

export function DocumentCard({ kind, document }: { kind: VerificationKind; document?: DocumentView }) {
  const texts = tr.identity.verification;
  const { send, busy, progress, problem } = useUpload(kind);
  const status = document?.status ?? 'missing';
  const canSend = status === 'missing' || status === 'rejected';
  const accept = acceptOf(kind);
  const pickLabel = status === 'rejected' ? texts.uploadAgain : texts.upload;
  const title = texts.kinds[kind];

  return (
    <FormCard aria-label={title} data-kind={kind}>
      <CardHead>
        <h2>{title}</h2>
        <ToneBadge $tone={TONES[status]} data-testid={`status-${kind}`}>
          {texts.docStatus[status]}
        </ToneBadge>
      </CardHead>
      <FormHint>{texts.hints[kind]}</FormHint>
      {document && (
        <FormHint>
          {texts.sentAt}: {formatDateTime(document.createdAt)}
        </FormHint>
      )}
      {status === 'rejected' && document?.reason && (
        <FormError role="note">
          {texts.reason}: {document.reason}
        </FormError>
      )}
      {canSend && (
        <>
          <FormHint>{kind === 'selfie' ? texts.acceptedSelfie : texts.accepted}</FormHint>
          <Row>
            <FilePicker
              label={pickLabel}
              accept={accept}
              disabled={busy}
              onFile={(file) => void send(file)}
            />
            {kind === 'selfie' && (
              <FilePicker
                label={texts.camera}
                accept="image/*"
                capture="user"
                disabled={busy}
                onFile={(file) => void send(file)}
              />
            )}
          </Row>
          {progress !== null && (
            <Progress max={1} value={progress} aria-label={`${texts.progress}: ${title}`} />
          )}
          {problem && <FormError role="alert">{problem}</FormError>}
        </>
      )}
    </FormCard>
  );
}
