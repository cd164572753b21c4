// /operator/documents: publishing a new version of an onboarding document (risk disclosure,
// framework agreement, privacy notice; POST /api/operator/compliance/documents). The form starts
// from the version in force, so the operator edits rather than retypes; a confirmation says the
// customers must accept it again before their next real trade. Title 1–120 and text 1–20,000
// characters, and a version identical to the current one is not sent.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  COMPLIANCE_DOCUMENTS,
  type ComplianceDocument,
  type ComplianceDocumentName,
} from '../../../../contract/compliance';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormError, FormField } from '../../../ui/form-controls';
import { useGetPublishedDocumentsQuery, type PublishRequest } from '../api/compliance-operator-api';
import { ListState } from '../components/list-state';
import { Card, LabelText, Note, Select } from '../components/operator.styles';
import { TextAreaField } from '../components/text-area-field';
import { usePublishDocument } from '../hooks/use-compliance-actions';
import { Form, Buttons } from './documents-publishing-page.styles';

export const DOCUMENT_TITLE_MAX_CHARS = 120;
export const DOCUMENT_TEXT_MAX_CHARS = 20_000;

const texts = tr.operator.publishing;

const lengthRule = (required: string, tooLong: string, max: number) => (value: string) => {
  const text = value.trim();
  if (!text) return required;
  return text.length <= max || tooLong;
};

interface DraftValues {
  title: string;
  text: string;
}

function isDocumentName(value: string): value is ComplianceDocumentName {
  return (COMPLIANCE_DOCUMENTS as readonly string[]).includes(value);
}

function PublishForm({ current }: { current: ComplianceDocument }) {
  const { register, handleSubmit, watch, reset, formState } = useForm<DraftValues>({
    defaultValues: { title: current.title, text: current.text },
  });
  const [pending, setPending] = useState<PublishRequest | null>(null);
  const [unchanged, setUnchanged] = useState(false);
  const [publish, publishing] = usePublishDocument();
  // A newly published version becomes the form's starting point.
  useEffect(() => reset({ title: current.title, text: current.text }), [current, reset]);

  const ask = handleSubmit(({ title, text }) => {
    const draft = { document: current.document, title: title.trim(), text: text.trim() };
    const same = draft.title === current.title.trim() && draft.text === current.text.trim();
    setUnchanged(same);
    if (!same) setPending(draft);
  });
  const confirm = async () => {
    if (!pending) return;
    const outcome = await publish(pending, current.version + 1);
    if (outcome?.kind === 'done') setPending(null);
  };

  return (
    <Form noValidate onSubmit={(event) => void ask(event)}>
      <Note>{texts.current(current.version)}</Note>
      <FormField
        label={texts.title}
        autoComplete="off"
        error={formState.errors.title?.message}
        {...register('title', {
          validate: lengthRule(
            texts.titleRequired,
            texts.titleTooLong(DOCUMENT_TITLE_MAX_CHARS),
            DOCUMENT_TITLE_MAX_CHARS,
          ),
        })}
      />
      <TextAreaField
        label={texts.text}
        rows={14}
        length={watch('text').trim().length}
        maxLength={DOCUMENT_TEXT_MAX_CHARS}
        error={formState.errors.text?.message}
        {...register('text', {
          validate: lengthRule(
            texts.textRequired,
            texts.textTooLong(DOCUMENT_TEXT_MAX_CHARS),
            DOCUMENT_TEXT_MAX_CHARS,
          ),
          onChange: () => setUnchanged(false),
        })}
      />
      {unchanged && <FormError role="alert">{texts.unchanged}</FormError>}
      <Buttons>
        <Button type="submit" variant="primary">
          {texts.publish}
        </Button>
      </Buttons>
      <ConfirmDialog
        open={pending !== null}
        title={texts.confirmTitle(pending?.title ?? current.title, current.version + 1)}
        rows={[{ label: texts.document, value: texts.confirmNote }]}
        busy={publishing}
        onConfirm={() => void confirm()}
        onDismiss={() => setPending(null)}
      />
    </Form>
  );
}

export default function DocumentsPublishingPage() {
  const { data, isLoading, isError, refetch } = useGetPublishedDocumentsQuery();
  const [chosen, setChosen] = useState<ComplianceDocumentName>('risk-disclosure');
  const documents = data ?? [];
  const current = documents.find((entry) => entry.document === chosen);
  return (
    <Card aria-label={tr.operator.sections.documents}>
      <Note>{texts.intro}</Note>
      <ListState
        isLoading={isLoading}
        isError={isError}
        count={documents.length}
        empty={tr.operator.empty}
        onRetry={() => void refetch()}
      />
      {documents.length > 0 && (
        <LabelText>
          {texts.document}
          <Select
            value={chosen}
            onChange={(event) => isDocumentName(event.target.value) && setChosen(event.target.value)}
          >
            {documents.map((entry) => (
              <option key={entry.document} value={entry.document}>
                {entry.title}
              </option>
            ))}
          </Select>
        </LabelText>
      )}
      {current && <PublishForm key={current.document} current={current} />}
    </Card>
  );
}
