// The request to change frozen identity fields: the new values (starting from the verified ones),
// the documents, every check before sending, and only the changed values sent with the uploads.
import { useState } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { useMutationOutcome } from '../../../lib/use-mutation-outcome';
import { Button } from '../../../ui/button';
import { FormColumn, FormField } from '../../../ui/form-controls';
import { useRequestIdentityChangeMutation } from '../api/identity-api';
import {
  changeBodyOf,
  changeProblemsOf,
  type ChangeProblems,
  type ChangeValues,
  type FrozenField,
} from '../identity-change-fields';
import { ChangeDocuments, type ChosenDocument } from './change-documents';
import { Pair } from './identity.styles';

export function IdentityChangeForm({ saved }: { saved: ChangeValues }) {
  const texts = tr.identity.change;
  const [values, setValues] = useState<ChangeValues>(saved);
  const [documents, setDocuments] = useState<ChosenDocument[]>([]);
  const [problems, setProblems] = useState<ChangeProblems>({});
  const [request] = useRequestIdentityChangeMutation();
  const [send, sending] = useMutationOutcome(
    () =>
      request(
        changeBodyOf(
          values,
          saved,
          documents.map((document) => document.id),
        ),
      ),
    { success: texts.sent },
  );

  const submit = async () => {
    const found = changeProblemsOf(values, saved, documents.length);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const outcome = await send();
    if (outcome?.kind === 'done') setDocuments([]);
  };
  const field = (name: FrozenField) => ({
    label: texts[name],
    value: values[name],
    error: problems[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  return (
    <FormColumn
      noValidate
      aria-label={texts.title}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Pair>
        <FormField autoComplete="off" {...field('name')} />
        <FormField autoComplete="off" {...field('surname')} />
      </Pair>
      <Pair>
        <FormField type="date" {...field('birthDate')} />
        <FormField inputMode="numeric" maxLength={11} {...field('nationalId')} />
      </Pair>
      <ChangeDocuments documents={documents} onChange={setDocuments} error={problems.documents} />
      <Button type="submit" variant="primary" busy={sending}>
        {texts.send}
      </Button>
    </FormColumn>
  );
}
