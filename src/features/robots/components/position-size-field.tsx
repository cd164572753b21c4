// The position size input with its - and + buttons (SPEC.md section 5: by the symbol's minimum,
// disabled at the bounds), the bounds as a hint and the refusal tied to the input for screen readers.
import { useId } from 'react';
import styled from 'styled-components';
import { tr } from '../../../i18n/tr-signed-in';
import { formatLots, isAmountDownDisabled, isAmountUpDisabled } from '../../../lib/sanitize-amount';
import { FormError, FormHint, FormInput } from '../../../ui/form-controls';
import type { PositionSizeDraft } from '../hooks/use-position-size';
import type { SizeBounds } from '../position-size';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Label = styled.label`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: center;
`;

const SizeInput = styled(FormInput)`
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

const StepButton = styled.button`
  width: 36px;
  height: 36px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.secondaryText};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  cursor: pointer;
  &:disabled {
    background: ${({ theme }) => theme.colors.disabled};
    color: ${({ theme }) => theme.colors.disabledText};
    cursor: not-allowed;
  }
`;

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
