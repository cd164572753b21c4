// The onboarding to the real account, step by step: the documents still to accept, then the
// appropriateness test, then a closing note. The steps are fixed when the profile and the
// documents first arrive, so accepting one (which refetches the profile) does not reshuffle them.
import { useState } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { useGetProfileQuery } from '../../session';
import { useGetComplianceDocumentsQuery } from '../api/compliance-api';
import { onboardingSteps, type OnboardingStep } from '../onboarding-steps';
import { AppropriatenessStep } from './appropriateness-step';
import { DocumentStep, StepTitle } from './document-step';
import { Progress } from './onboarding-flow.styles';

const texts = tr.onboarding;

export interface OnboardingFlowProps {
  onClose: () => void;
}

export function OnboardingFlow({ onClose }: OnboardingFlowProps) {
  const profile = useGetProfileQuery();
  const documents = useGetComplianceDocumentsQuery();
  const [steps, setSteps] = useState<OnboardingStep[] | null>(null);
  const [index, setIndex] = useState(0);

  if (documents.isError) return <p role="alert">{texts.loadFailed}</p>;
  if (steps === null) {
    if (profile.data && documents.data) setSteps(onboardingSteps(documents.data, profile.data));
    return <p>{tr.loading.generic}</p>;
  }

  const step = steps[index];
  const next = () => setIndex((current) => current + 1);
  if (!step) {
    return (
      <section aria-labelledby="onboarding-done">
        <StepTitle id="onboarding-done">{texts.doneTitle}</StepTitle>
        <p>{texts.done}</p>
        <Button type="button" onClick={onClose}>
          {texts.finish}
        </Button>
      </section>
    );
  }
  return (
    <div>
      <p>{texts.intro}</p>
      <Progress>{texts.step(index + 1, steps.length)}</Progress>
      {step.kind === 'document' ? (
        <DocumentStep key={step.document.document} document={step.document} onAccepted={next} />
      ) : (
        <AppropriatenessStep onDone={next} />
      )}
    </div>
  );
}
