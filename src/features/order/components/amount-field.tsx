// The amount input with its - and + buttons and the slider (SPEC.md section 5). The text rules
// live in src/lib/sanitize-amount.ts; this component only wires them to the inputs.
import { useId } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import {
  isAmountDownDisabled,
  isAmountUpDisabled,
  LOT_STEP,
  parseAmount,
} from '../../../lib/sanitize-amount';
import type { LotBounds } from '../ticket-state';
import {
  FieldGroup,
  FieldLabel,
  FieldRow,
  NumberInput,
  ProblemText,
  Slider,
  SliderLabels,
  StepButton,
} from './order-ticket.styles';

export interface AmountFieldProps {
  text: string;
  bounds: LotBounds;
  /** A Turkish message when the amount cannot be sent as it is. */
  problem: string | null;
  onType: (raw: string) => void;
  onBlur: () => void;
  onStep: (direction: 1 | -1) => void;
  onSlide: (lots: number) => void;
}

export function AmountField({ text, bounds, problem, onType, onBlur, onStep, onSlide }: AmountFieldProps) {
  const id = useId();
  const problemId = `${id}-problem`;
  const sliderValue = Math.min(bounds.max, Math.max(bounds.min, parseAmount(text) ?? bounds.min));
  return (
    <FieldGroup>
      <FieldLabel htmlFor={id}>{tr.order.amountLabel}</FieldLabel>
      <FieldRow>
        <StepButton
          type="button"
          aria-label={tr.order.decrease}
          disabled={isAmountDownDisabled(text, bounds.min)}
          onClick={() => onStep(-1)}
        >
          -
        </StepButton>
        <NumberInput
          id={id}
          inputMode="decimal"
          autoComplete="off"
          placeholder={tr.order.amountPlaceholder}
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => onType(event.target.value)}
          onBlur={onBlur}
        />
        <StepButton
          type="button"
          aria-label={tr.order.increase}
          disabled={isAmountUpDisabled(text, bounds.max)}
          onClick={() => onStep(1)}
        >
          +
        </StepButton>
      </FieldRow>
      {problem && (
        <ProblemText id={problemId} role="alert">
          {problem}
        </ProblemText>
      )}
      <Slider
        type="range"
        aria-label={tr.order.amountSlider}
        min={bounds.min}
        max={bounds.max}
        step={LOT_STEP}
        value={sliderValue}
        onChange={(event) => onSlide(Number(event.target.value))}
      />
      <SliderLabels>
        <span>
          {tr.order.min} {bounds.min}
        </span>
        <span>
          {tr.order.max} {bounds.max}
        </span>
      </SliderLabels>
    </FieldGroup>
  );
}
