// The dialog every refusal goes through (reject a deposit, a withdrawal or a document, hide a
// trader, remove a comment): a reason of 1 to 500 characters is required before anything is sent,
// and the dialog closes once the server said yes. On a refusal it stays open with the reason kept.
import { useForm } from 'react-hook-form';
import { tr } from '../../../i18n/tr-signed-in';
import type { MutationOutcome } from '../../../lib/use-mutation-outcome';
import { Button } from '../../../ui/button';
import { FormHint } from '../../../ui/form-controls';
import { Modal } from '../../../ui/modal';
import { TextAreaField } from './text-area-field';
import { Form, Buttons } from './reason-dialog.styles';

export const REASON_MAX_CHARS = 500;

export interface ReasonDialogProps {
  title: string;
  hint?: string;
  confirmLabel: string;
  busy: boolean;
  /** Sends the decision with the trimmed reason; the dialog closes on a 'done' outcome. */
  onConfirm: (reason: string) => Promise<MutationOutcome | undefined>;
  onClose: () => void;
}

export function ReasonDialog({ title, hint, confirmLabel, busy, onConfirm, onClose }: ReasonDialogProps) {
  const texts = tr.operator.reason;
  const { register, handleSubmit, watch, formState } = useForm<{ reason: string }>({
    defaultValues: { reason: '' },
  });
  const send = handleSubmit(async ({ reason }) => {
    const outcome = await onConfirm(reason.trim());
    if (outcome?.kind === 'done') onClose();
  });

  return (
    <Modal open onClose={onClose} title={title}>
      <Form noValidate onSubmit={send}>
        <FormHint>{hint ?? texts.hint}</FormHint>
        <TextAreaField
          label={texts.label}
          length={watch('reason').trim().length}
          maxLength={REASON_MAX_CHARS}
          error={formState.errors.reason?.message}
          {...register('reason', {
            validate: (value) => {
              const reason = value.trim();
              if (!reason) return texts.required;
              return reason.length <= REASON_MAX_CHARS || texts.tooLong(REASON_MAX_CHARS);
            },
          })}
        />
        <Buttons>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {texts.cancel}
          </Button>
          <Button type="submit" variant="negative" busy={busy}>
            {confirmLabel}
          </Button>
        </Buttons>
      </Form>
    </Modal>
  );
}
