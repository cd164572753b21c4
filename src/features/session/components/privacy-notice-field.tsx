// The sign-up form's privacy notice (KVKK article 10): the acknowledgement checkbox and a button
// that shows the notice's text, as the server serves its current version, right under it.
import { useId, useState } from 'react';
import type { ComplianceDocument } from '../../../../contract/compliance';
import { tr } from '../../../i18n/tr';
import { TermsField, type TermsFieldProps } from './terms-field';
import { Toggle, Notice } from './privacy-notice-field.styles';

const texts = tr.compliance;

export interface PrivacyNoticeFieldProps extends Omit<TermsFieldProps, 'label'> {
  notice: ComplianceDocument | null;
}

export function PrivacyNoticeField({ notice, ...field }: PrivacyNoticeFieldProps) {
  const [shown, setShown] = useState(false);
  const panelId = useId();
  return (
    <div>
      <TermsField label={texts.privacyNoticeAccept} {...field} />
      {notice && (
        <>
          <Toggle
            type="button"
            aria-expanded={shown}
            aria-controls={panelId}
            onClick={() => setShown((current) => !current)}
          >
            {shown ? texts.privacyNoticeHide : texts.privacyNoticeShow}
          </Toggle>
          {shown && (
            <Notice id={panelId} role="region" aria-label={notice.title} tabIndex={0}>
              {notice.text.split('\n\n').map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </Notice>
          )}
        </>
      )}
    </div>
  );
}
