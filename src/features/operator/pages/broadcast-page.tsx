// /operator/broadcast: a notice to every customer (POST /api/operator/notifications/broadcast).
// Title 1–80 and text 1–1000 characters, checked before anything is sent; a confirmation names the
// title, since a sent notice cannot be taken back; afterwards the page says how many received it.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-controls';
import { Modal } from '../../../ui/modal';
import { Card, Note } from '../components/operator.styles';
import { TextAreaField } from '../components/text-area-field';
import { useBroadcast } from '../hooks/use-operator-actions';
import type { BroadcastRequest } from '../../../../contract/operator';
import { Form, Buttons, Result } from './broadcast-page.styles';

export const TITLE_MAX_CHARS = 80;
export const TEXT_MAX_CHARS = 1000;

const lengthRule = (required: string, tooLong: string, max: number) => (value: string) => {
  const text = value.trim();
  if (!text) return required;
  return text.length <= max || tooLong;
};

export default function BroadcastPage() {
  const texts = tr.operator.broadcast;
  const { register, handleSubmit, watch, reset, formState } = useForm<BroadcastRequest>({
    defaultValues: { title: '', text: '' },
  });
  const [pending, setPending] = useState<BroadcastRequest | null>(null);
  const [recipients, setRecipients] = useState<number | null>(null);
  const [send, sending] = useBroadcast();

  const ask = handleSubmit(({ title, text }) => setPending({ title: title.trim(), text: text.trim() }));
  const confirm = async () => {
    if (!pending) return;
    const outcome = await send(pending);
    if (outcome?.kind !== 'done') return;
    setRecipients(outcome.data.data?.recipients ?? 0);
    setPending(null);
    reset();
  };

  return (
    <Card aria-label={tr.operator.sections.broadcast}>
      <Note>{texts.intro}</Note>
      {recipients !== null && <Result role="status">{texts.result(recipients)}</Result>}
      <Form noValidate onSubmit={ask}>
        <FormField
          label={texts.title}
          autoComplete="off"
          error={formState.errors.title?.message}
          {...register('title', {
            validate: lengthRule(texts.titleRequired, texts.titleTooLong(TITLE_MAX_CHARS), TITLE_MAX_CHARS),
          })}
        />
        <TextAreaField
          label={texts.text}
          rows={6}
          length={watch('text').trim().length}
          maxLength={TEXT_MAX_CHARS}
          error={formState.errors.text?.message}
          {...register('text', {
            validate: lengthRule(texts.textRequired, texts.textTooLong(TEXT_MAX_CHARS), TEXT_MAX_CHARS),
          })}
        />
        <Buttons>
          <Button type="submit" variant="primary">
            {texts.submit}
          </Button>
        </Buttons>
      </Form>
      {pending && (
        <Modal open onClose={() => setPending(null)} title={texts.confirmTitle}>
          <Form as="div">
            <Note>{texts.confirmText(pending.title)}</Note>
            <Buttons>
              <Button variant="ghost" disabled={sending} onClick={() => setPending(null)}>
                {texts.cancel}
              </Button>
              <Button variant="primary" busy={sending} onClick={() => void confirm()}>
                {texts.confirm}
              </Button>
            </Buttons>
          </Form>
        </Modal>
      )}
    </Card>
  );
}
