// The position size field's draft: the text as typed (cleaned by the amount rules), the -/+ steps
// and the clamp on blur. A refusal shows once the customer has tried to send, and then follows the
// text as it changes, so the message never appears while the first digit is still being typed.
import { useCallback, useState } from 'react';
import {
  clampAmountOnBlur,
  formatLots,
  sanitizeAmountInput,
  stepAmountDown,
  stepAmountUp,
} from '../../../lib/sanitize-amount';
import { checkSize, sizeProblemOf, type SizeBounds } from '../position-size';

export interface PositionSizeDraft {
  text: string;
  /** The Turkish refusal to show under the field, once a send was tried. */
  problem: string | null;
  type(raw: string): void;
  blur(): void;
  step(direction: 1 | -1): void;
  /** The lots to send, or null (and the refusal shown) when the text cannot be sent. */
  submit(): number | null;
}

export function usePositionSize(bounds: SizeBounds, initialLots: number | null): PositionSizeDraft {
  const [text, setText] = useState(() => formatLots(initialLots ?? bounds.min));
  const [tried, setTried] = useState(false);
  const { min, max } = bounds;

  const type = useCallback((raw: string) => setText(sanitizeAmountInput(raw, max)), [max]);
  const blur = useCallback(() => setText((current) => clampAmountOnBlur(current, min, max)), [min, max]);
  const step = useCallback(
    (direction: 1 | -1) =>
      setText((current) =>
        direction === 1 ? stepAmountUp(current, min, max) : stepAmountDown(current, min),
      ),
    [min, max],
  );
  const submit = useCallback((): number | null => {
    setTried(true);
    const check = checkSize(text, bounds);
    return check.ok ? check.lots : null;
  }, [text, bounds]);

  return { text, problem: tried ? sizeProblemOf(text, bounds) : null, type, blur, step, submit };
}
