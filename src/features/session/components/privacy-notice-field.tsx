// The sign-up form's privacy notice (KVKK article 10): the acknowledgement checkbox and a button
// that shows the notice's text, as the server serves its current version, right under it.
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { ComplianceDocument } from '../../../../contract/compliance';
import { tr } from '../../../i18n/tr';
import { TermsField, type TermsFieldProps } from './terms-field';

const texts = tr.compliance;

const Toggle = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: underline;
  cursor: pointer;
`;

const Notice = styled.div`
  max-height: 240px;
  overflow-y: auto;
  margin-top: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.5;
`;

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
