// The position size input with its - and + buttons (SPEC.md section 5: by the symbol's minimum,
// disabled at the bounds), the bounds as a hint and the refusal tied to the input for screen readers.
import { useId } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { formatLots, isAmountDownDisabled, isAmountUpDisabled } from '../../../lib/sanitize-amount';
import { FormError, FormHint } from '../../../ui/form-controls';
import type { PositionSizeDraft } from '../hooks/use-position-size';
import type { SizeBounds } from '../position-size';
import { Field, Label, Row, SizeInput, StepButton } from './position-size-field.styles';

export interface PositionSizeFieldProps {
  draft: PositionSizeDraft;
  bounds: SizeBounds;
  symbol: string;
}

export function PositionSizeField({ draft, bounds, symbol }: PositionSizeFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const texts = tr.robots;
  return (
    <Field>
      <Label htmlFor={id}>{texts.sizeLabel}</Label>
      <Row>
        <StepButton
          type="button"
          aria-label={texts.decrease}
          disabled={isAmountDownDisabled(draft.text, bounds.min)}
          onClick={() => draft.step(-1)}
        >
          -
        </StepButton>
        <SizeInput
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={draft.text}
          aria-invalid={draft.problem ? true : undefined}
          aria-describedby={draft.problem ? `${problemId} ${hintId}` : hintId}
          onChange={(event) => draft.type(event.target.value)}
          onBlur={draft.blur}
        />
        <StepButton
          type="button"
          aria-label={texts.increase}
          disabled={isAmountUpDisabled(draft.text, bounds.max)}
          onClick={() => draft.step(1)}
        >
          +
        </StepButton>
      </Row>
      {draft.problem && (
        <FormError id={problemId} role="alert">
          {draft.problem}
        </FormError>
      )}
      <FormHint id={hintId}>
        {texts.sizeHint(symbol, formatLots(bounds.min), formatLots(bounds.max))}
      </FormHint>
    </Field>
  );
}
