// The client category on /information (SPK III-37.1; issue 21): the customer's category, the state
// of their latest professional application, and, for a retail customer without one waiting, the
// application itself: the three criteria as checkboxes, at least two of which must be ticked
// before anything is sent. Shown only where the profile has a category (the tr-spk profile).
import { useState } from 'react';
import { PROFESSIONAL_STATEMENTS, PROFESSIONAL_STATEMENTS_MIN } from '../../../../contract/compliance';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { useMutationOutcome } from '../../../lib/use-mutation-outcome';
import { Button } from '../../../ui/button';
import { FormCard, FormError, FormHint } from '../../../ui/form-controls';
import { selectProfile } from '../../session';
import { useApplyProfessionalMutation, useGetProfessionalRequestQuery } from '../api/compliance-api';
import { Fieldset, Form, Category } from './professional-card.styles';

const texts = tr.professional;

export default function ProfessionalCard() {
  const category = useAppSelector(selectProfile)?.clientCategory;
  if (!category) return null;
  return <ProfessionalCardBody category={category} />;
}

function ProfessionalCardBody({ category }: { category: 'retail' | 'professional' }) {
  const { data: latest, refetch } = useGetProfessionalRequestQuery();
  const [apply] = useApplyProfessionalMutation();
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [send, sending] = useMutationOutcome((statements: string[]) => apply({ statements }), {
    success: texts.applied,
  });

  const toggle = (statement: string, on: boolean) => {
    setProblem(null);
    setChosen((current) => (on ? [...current, statement] : current.filter((item) => item !== statement)));
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (chosen.length < PROFESSIONAL_STATEMENTS_MIN) {
      setProblem(texts.pickTwo);
      return;
    }
    const ordered = PROFESSIONAL_STATEMENTS.filter((statement) => chosen.includes(statement));
    const outcome = await send(ordered);
    if (outcome?.kind === 'done') {
      setChosen([]);
      void refetch();
    }
  };

  const pending = latest?.status === 'pending';
  const canApply = category === 'retail' && !pending;
  return (
    <FormCard aria-label={texts.title}>
      <h2>{texts.title}</h2>
      <Category>
        {texts.current}:<strong data-testid="client-category">{texts.categories[category]}</strong>
      </Category>
      {category === 'professional' && <FormHint>{texts.isProfessional}</FormHint>}
      {pending && <FormHint role="status">{texts.pending}</FormHint>}
      {category === 'retail' && latest?.status === 'rejected' && latest.reason && (
        <FormHint>{texts.rejected(latest.reason)}</FormHint>
      )}
      {canApply && (
        <Form noValidate onSubmit={(event) => void submit(event)}>
          <FormHint>{texts.intro}</FormHint>
          <Fieldset aria-describedby={problem ? 'professional-problem' : undefined}>
            <legend>{texts.statementsLegend}</legend>
            {PROFESSIONAL_STATEMENTS.map((statement) => (
              <label key={statement}>
                <input
                  type="checkbox"
                  name="statements"
                  value={statement}
                  checked={chosen.includes(statement)}
                  onChange={(event) => toggle(statement, event.target.checked)}
                />
                <span>{texts.statements[statement]}</span>
              </label>
            ))}
          </Fieldset>
          {problem && (
            <FormError id="professional-problem" role="alert">
              {problem}
            </FormError>
          )}
          <FormHint>{texts.openPositionsNote}</FormHint>
          <Button type="submit" variant="primary" busy={sending}>
            {texts.apply}
          </Button>
        </Form>
      )}
    </FormCard>
  );
}
