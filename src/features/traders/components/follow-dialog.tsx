// SPEC.md's "payment dialog": 'Takip Et' opens it in new mode, 'Takip Ediliyor' in edit mode. Both
// take the size in USD (sent as a number, at least 100.00, at most free margin) and the copy
// stop-loss in percent (5–95, default 40) with the loss in USD it means. Edit mode adds pause or
// resume and the unfollow, which first says that the copied positions will be closed. Bad input
// shows its Turkish message under the field and sends nothing; a refusal keeps the dialog open.
// The dialog names the account that pays (the active one) with its free margin. The copy risk
// controls (fixed lots, caps, copying the open trades) sit in follow-controls.tsx.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { COPY_SIZE_USD_MIN, COPY_STOP_LOSS_PCT_DEFAULT } from '../../../../contract/traders';
import type { Trader } from '../../../../contract/traders';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney } from '../../../lib/format-number';
import { Button } from '../../../ui/button';
import { FormField, FormHint } from '../../../ui/form-controls';
import { Modal } from '../../../ui/modal';
import { PayingAccount } from '../../accounts';
import { selectMarginFree } from '../../session';
import { controlsDefaults, controlsPayload, type FollowDialogForm } from '../follow-controls-rules';
import { parseSize, parseStopLossPct, sizeProblem, stopLossProblem, stopLossUsdOf } from '../follow-rules';
import { useFollowTrader, useToggleCopy, useUnfollowTrader } from '../hooks/use-trader-actions';
import { FollowControls } from './follow-controls';
import { UnfollowConfirm } from './unfollow-confirm';
import { DialogActions, DialogForm } from './traders.styles';

export interface FollowDialogProps {
  trader: Trader;
  mode: 'new' | 'edit';
  onClose: () => void;
}

export function FollowDialog({ trader, mode, onClose }: FollowDialogProps) {
  const texts = tr.traders.dialog;
  const editing = mode === 'edit';
  const freeMargin = useAppSelector(selectMarginFree);
  const [confirming, setConfirming] = useState(false);
  const { register, handleSubmit, watch, formState } = useForm<FollowDialogForm>({
    defaultValues: {
      size: trader.copy ? formatMoney(trader.copy.size) : '',
      copyStopLossPct: String(trader.copy?.copyStopLossPct ?? COPY_STOP_LOSS_PCT_DEFAULT),
      ...controlsDefaults(trader.follow),
    },
  });
  const [follow, following] = useFollowTrader(editing);
  const [unfollow, unfollowing] = useUnfollowTrader();
  const [toggle, toggling] = useToggleCopy();
  const busy = following || unfollowing || toggling;
  const running = trader.copy?.status === 'active';

  // Until the account figures arrive the server alone judges the upper bound.
  const maxUsd = freeMargin ?? Number.POSITIVE_INFINITY;
  const lossUsd = stopLossUsdOf(
    parseSize(watch('size')) ?? 0,
    parseStopLossPct(watch('copyStopLossPct')) ?? 0,
  );

  const send = handleSubmit(async (form) => {
    const size = parseSize(form.size);
    const copyStopLossPct = parseStopLossPct(form.copyStopLossPct);
    if (size === null || copyStopLossPct === null) return;
    const outcome = await follow({ id: trader.id, size, copyStopLossPct, ...controlsPayload(form) });
    if (outcome?.kind === 'done') onClose();
  });

  const leave = async () => {
    const outcome = await unfollow(trader.id);
    if (outcome?.kind === 'done') onClose();
  };

  const title = editing ? texts.editTitle(trader.name) : texts.newTitle(trader.name);
  if (confirming)
    return (
      <Modal open onClose={onClose} title={title}>
        <UnfollowConfirm
          busy={unfollowing}
          onBack={() => setConfirming(false)}
          onConfirm={() => void leave()}
        />
      </Modal>
    );

  return (
    <Modal open onClose={onClose} title={title}>
      <DialogForm noValidate onSubmit={send}>
        <PayingAccount />
        <FormField
          label={texts.size}
          inputMode="decimal"
          autoComplete="off"
          error={formState.errors.size?.message}
          {...register('size', { validate: (text) => sizeProblem(text, maxUsd) ?? true })}
        />
        <FormHint>
          {freeMargin === undefined
            ? texts.marginLoading
            : texts.sizeHint(formatMoney(COPY_SIZE_USD_MIN), formatMoney(freeMargin))}
        </FormHint>
        <FormField
          label={texts.stopLoss}
          inputMode="numeric"
          autoComplete="off"
          error={formState.errors.copyStopLossPct?.message}
          {...register('copyStopLossPct', { validate: (text) => stopLossProblem(text) ?? true })}
        />
        <FormHint data-testid="copy-stop-loss-usd">{texts.stopLossMoney(formatMoney(lossUsd))}</FormHint>
        <FollowControls
          register={register}
          errors={formState.errors}
          values={watch()}
          sizeText={formatMoney(parseSize(watch('size')) ?? 0)}
        />
        <DialogActions>
          {editing && trader.copy && (
            <Button
              variant="secondary"
              busy={toggling}
              disabled={busy}
              onClick={() => void toggle(trader.id, running)}
            >
              {running ? texts.pause : texts.resume}
            </Button>
          )}
          {editing && (
            <Button variant="negative" disabled={busy} onClick={() => setConfirming(true)}>
              {texts.unfollow}
            </Button>
          )}
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {texts.cancel}
          </Button>
          <Button type="submit" variant="primary" busy={following} disabled={busy}>
            {editing ? texts.save : texts.follow}
          </Button>
        </DialogActions>
      </DialogForm>
    </Modal>
  );
}
