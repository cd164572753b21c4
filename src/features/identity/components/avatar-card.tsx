// The avatar on /information: the current one (or initials), a chosen image previewed before it is
// sent, and the upload (kind `avatar`: PNG, JPEG or WEBP, 2 MB) with its progress bar.
import { useEffect, useState } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { FormCard, FormError, FormHint } from '../../../ui/form-controls';
import { useUpload } from '../hooks/use-upload';
import { acceptOf, fileProblem } from '../upload-rules';
import { FilePicker } from './file-picker';
import { CardHead, Progress, Row } from './identity.styles';
import { ProfileAvatar } from './profile-avatar';

const AVATAR_PREVIEW_PX = 96;

/** An object URL for the chosen file, revoked when it changes or the card goes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return undefined;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

export function AvatarCard() {
  const texts = tr.identity;
  const { send, busy, progress, problem } = useUpload('avatar');
  const [chosen, setChosen] = useState<File | null>(null);
  const [localProblem, setLocalProblem] = useState<string | null>(null);
  const preview = usePreview(chosen);

  const choose = (file: File) => {
    const found = fileProblem('avatar', file);
    setLocalProblem(found);
    setChosen(found ? null : file);
  };
  const upload = async () => {
    if (chosen && (await send(chosen))) setChosen(null);
  };

  return (
    <FormCard aria-label={texts.avatar}>
      <CardHead>
        <h2>{texts.avatar}</h2>
      </CardHead>
      <Row>
        <ProfileAvatar sizePx={AVATAR_PREVIEW_PX} preview={preview} />
      </Row>
      <FormHint>{texts.avatarHint}</FormHint>
      <Row>
        <FilePicker label={texts.avatarChoose} accept={acceptOf('avatar')} disabled={busy} onFile={choose} />
        <Button type="button" variant="primary" disabled={!chosen} busy={busy} onClick={() => void upload()}>
          {texts.avatarUpload}
        </Button>
      </Row>
      {chosen && <FormHint>{chosen.name}</FormHint>}
      {progress !== null && (
        <Progress
          max={1}
          value={progress}
          aria-label={`${tr.identity.verification.progress}: ${texts.avatar}`}
        />
      )}
      {(localProblem ?? problem) && <FormError role="alert">{localProblem ?? problem}</FormError>}
    </FormCard>
  );
}
