// One document of the onboarding: its title, its text in a scrollable region, and the acceptance
// of exactly the version shown. A refusal (a newer version published meanwhile) shows the server's
// message; the flow reloads the documents on the next open.
import { useState } from 'react';
import type { ComplianceDocument } from '../../../../contract/compliance';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { FormError } from '../../../ui/form-controls';
import { useAcceptDocumentMutation } from '../api/compliance-api';
import { StepTitle, Text } from './document-step.styles';
export { StepTitle } from './document-step.styles';

const texts = tr.onboarding;

export interface DocumentStepProps {
  document: ComplianceDocument;
  onAccepted: () => void;
}

export function DocumentStep({ document, onAccepted }: DocumentStepProps) {
  const [accept, { isLoading }] = useAcceptDocumentMutation();
  const [failure, setFailure] = useState<string | null>(null);

  async function onAccept() {
    setFailure(null);
    const result = await accept({ document: document.document, version: document.version });
    if ('error' in result && result.error) {
      setFailure((result.error as { message?: string }).message ?? tr.errors.generic);
      return;
    }
    onAccepted();
  }

  return (
    <section aria-labelledby={`document-${document.document}`}>
      <StepTitle id={`document-${document.document}`}>{document.title}</StepTitle>
      <Text role="region" aria-label={texts.documentRegion} tabIndex={0}>
        {document.text.split('\n\n').map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Text>
      {failure && <FormError role="alert">{failure}</FormError>}
      <Button type="button" busy={isLoading} onClick={() => void onAccept()}>
        {texts.accept}
      </Button>
    </section>
  );
}
