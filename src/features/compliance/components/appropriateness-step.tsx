// The appropriateness test of the onboarding: every question with its options as a radio group.
// A "warned" answer shows the warning, and the same answers are sent again with the
// acknowledgement when the customer chooses to go on (API.md "Jurisdiction").
import { useState, type FormEvent } from 'react';
import type { AppropriatenessAnswer } from '../../../../contract/compliance';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { FormError } from '../../../ui/form-controls';
import { useGetAppropriatenessQuestionsQuery, useTakeAppropriatenessMutation } from '../api/compliance-api';
import { StepTitle } from './document-step';
import { Question, Warning } from './appropriateness-step.styles';

const texts = tr.onboarding;

export interface AppropriatenessStepProps {
  onDone: () => void;
}

export function AppropriatenessStep({ onDone }: AppropriatenessStepProps) {
  const { data: questions = [] } = useGetAppropriatenessQuestionsQuery();
  const [take, { isLoading }] = useTakeAppropriatenessMutation();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [warned, setWarned] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function send(acknowledgeWarning: boolean) {
    setFailure(null);
    const answers: AppropriatenessAnswer[] = questions.map((question) => ({
      questionId: question.id,
      optionId: chosen[question.id] ?? '',
    }));
    const result = await take(acknowledgeWarning ? { answers, acknowledgeWarning } : { answers });
    if ('error' in result && result.error) {
      setFailure((result.error as { message?: string }).message ?? tr.errors.generic);
      return;
    }
    if (result.data?.data?.status === 'warned' && !acknowledgeWarning) setWarned(true);
    else onDone();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (questions.some((question) => !chosen[question.id])) {
      setFailure(texts.answerAll);
      return;
    }
    void send(false);
  }

  if (warned) {
    return (
      <section aria-labelledby="appropriateness-warning">
        <StepTitle id="appropriateness-warning">{texts.warnedTitle}</StepTitle>
        <Warning role="alert">{texts.warned}</Warning>
        {failure && <FormError role="alert">{failure}</FormError>}
        <Button type="button" variant="negative" busy={isLoading} onClick={() => void send(true)}>
          {texts.acknowledge}
        </Button>
      </section>
    );
  }

  return (
    <form aria-labelledby="appropriateness-title" onSubmit={onSubmit} noValidate>
      <StepTitle id="appropriateness-title">{texts.testTitle}</StepTitle>
      <p>{texts.testIntro}</p>
      {questions.map((question) => (
        <Question key={question.id}>
          <legend>{question.text}</legend>
          {question.options.map((option) => (
            <label key={option.id}>
              <input
                type="radio"
                name={question.id}
                value={option.id}
                checked={chosen[question.id] === option.id}
                onChange={() => setChosen((previous) => ({ ...previous, [question.id]: option.id }))}
              />
              {option.text}
            </label>
          ))}
        </Question>
      ))}
      {failure && <FormError role="alert">{failure}</FormError>}
      <Button type="submit" busy={isLoading}>
        {texts.submitTest}
      </Button>
    </form>
  );
}
