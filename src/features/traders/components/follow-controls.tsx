// The follow dialog's copy risk controls: proportional or fixed lots, a cap per trade, a cap on
// open copied trades and "copy the trader's open trades now". Each control says in Turkish what
// it will do with the figure typed (e.g. "Her işlem en fazla 0.50 lot"), so the customer sees the
// effect before following. The checks live in follow-controls-rules.ts.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { tr } from '../../../i18n/tr-signed-in';
import { FormField, FormHint } from '../../../ui/form-controls';
import {
  fixedLotsProblem,
  maxLotsProblem,
  maxOpenProblem,
  parseLots,
  parseOpenTrades,
  type FollowControlsForm,
  type FollowDialogForm,
} from '../follow-controls-rules';
import { ControlsFieldset } from './traders.styles';

const texts = tr.traders.dialog.controls;

export interface FollowControlsProps {
  register: UseFormRegister<FollowDialogForm>;
  errors: FieldErrors<FollowDialogForm>;
  values: FollowControlsForm;
  /** The typed size, already formatted, for the proportional explanation. */
  sizeText: string;
}

export function FollowControls({ register, errors, values, sizeText }: FollowControlsProps) {
  const fixedLots = parseLots(values.fixedLots);
  const maxLots = parseLots(values.maxLotsPerTrade);
  const maxOpen = parseOpenTrades(values.maxOpenTrades);
  return (
    <ControlsFieldset>
      <legend>{texts.legend}</legend>
      <label>
        <input type="radio" value="proportional" {...register('mode')} /> {texts.proportional}
      </label>
      <label>
        <input type="radio" value="fixed" {...register('mode')} /> {texts.fixed}
      </label>
      {values.mode === 'fixed' ? (
        <>
          <FormField
            label={texts.fixedLots}
            inputMode="decimal"
            autoComplete="off"
            error={errors.fixedLots?.message}
            {...register('fixedLots', {
              validate: (text, form) => fixedLotsProblem(text, form.mode) ?? true,
            })}
          />
          <FormHint data-testid="copy-mode-explain">
            {fixedLots === null ? '' : texts.fixedExplain(fixedLots.toFixed(2))}
          </FormHint>
        </>
      ) : (
        <FormHint data-testid="copy-mode-explain">{texts.proportionalExplain(sizeText)}</FormHint>
      )}
      <FormField
        label={texts.maxLotsPerTrade}
        inputMode="decimal"
        autoComplete="off"
        error={errors.maxLotsPerTrade?.message}
        {...register('maxLotsPerTrade', { validate: (text) => maxLotsProblem(text) ?? true })}
      />
      <FormHint data-testid="copy-max-lots-explain">
        {maxLots === null ? texts.noLimit : texts.maxLotsExplain(maxLots.toFixed(2))}
      </FormHint>
      <FormField
        label={texts.maxOpenTrades}
        inputMode="numeric"
        autoComplete="off"
        error={errors.maxOpenTrades?.message}
        {...register('maxOpenTrades', { validate: (text) => maxOpenProblem(text) ?? true })}
      />
      <FormHint data-testid="copy-max-open-explain">
        {maxOpen === null ? texts.noLimit : texts.maxOpenExplain(maxOpen)}
      </FormHint>
      <label>
        <input type="checkbox" {...register('copyOpenTrades')} /> {texts.copyOpenTrades}
      </label>
      <FormHint data-testid="copy-open-explain">
        {values.copyOpenTrades ? texts.copyOpenExplain : texts.copyOpenOff}
      </FormHint>
    </ControlsFieldset>
  );
}
