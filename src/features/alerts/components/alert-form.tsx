// A new price alert: the symbol (fixed on the order ticket, chosen on /alerts), the side watched
// (bid or ask), reaching the level from below or above, the level (first the live price of the
// side) and a note. The server's refusals (the limit of 50, an unknown symbol) show as its toast.
import { useState, type FormEvent } from 'react';
import { ALERT_NOTE_LENGTH_MAX, type AlertCondition, type AlertSide } from '../../../../contract/alerts';
import { useAppSelector } from '../../../app/hooks';
import type { SymbolInfo } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { useMutationOutcome } from '../../../lib/use-mutation-outcome';
import { Button } from '../../../ui/button';
import { FormField, SelectField, type SelectOption } from '../../../ui/form-controls';
import { selectQuote, selectSymbol, useGetSymbolsQuery } from '../../market';
import { useCreateAlertMutation } from '../api/alerts-api';
import { requestOf, startingLevel, type AlertDraft } from '../alert-rules';
import { AlertFormGrid } from './alerts.styles';

const NO_SYMBOLS: SymbolInfo[] = [];
const texts = tr.alerts;
const SIDES: readonly AlertSide[] = ['bid', 'ask'];
const CONDITIONS: readonly AlertCondition[] = ['above', 'below'];
const SIDE_OPTIONS = SIDES.map((side): SelectOption => [side, texts.sides[side]]);
const CONDITION_OPTIONS = CONDITIONS.map((condition): SelectOption => [
  condition,
  texts.conditions[condition],
]);
const DEFAULT_DIGITS = 5;

/** A new form's choices: the bid rising above the level, with no note. */
const firstDraft = (symbol?: string): Omit<AlertDraft, 'price'> => ({
  symbol: symbol ?? '',
  side: 'bid',
  condition: 'above',
  note: '',
});

export interface AlertFormProps {
  /** The ticket's symbol; without it the form offers the catalogue. */
  symbol?: string;
  title: string;
}

export function AlertForm({ symbol: fixedSymbol, title }: AlertFormProps) {
  const { data: catalogue = NO_SYMBOLS } = useGetSymbolsQuery();
  const [draft, setDraft] = useState(() => firstDraft(fixedSymbol));
  // null until the customer types a level: meanwhile it follows the live price of the side.
  const [typedPrice, setTypedPrice] = useState<string | null>(null);
  const symbol = fixedSymbol ?? (draft.symbol || catalogue[0]?.symbol || '');
  const info = useAppSelector(selectSymbol(symbol));
  const quote = useAppSelector(selectQuote(symbol));
  const digits = info?.digits ?? DEFAULT_DIGITS;
  const price = typedPrice ?? startingLevel(quote, draft.side, digits);
  const [problem, setProblem] = useState(false);
  const [create] = useCreateAlertMutation();
  const [send, busy] = useMutationOutcome(
    (request: NonNullable<ReturnType<typeof requestOf>>) => create(request),
    { success: texts.created },
  );

  const change = (field: keyof Omit<AlertDraft, 'price'>) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = requestOf({ ...draft, symbol, price });
    setProblem(request === null);
    if (!request) return;
    const outcome = await send(request);
    if (outcome?.kind !== 'done') return;
    setTypedPrice(null);
    setDraft((current) => ({ ...current, note: '' }));
  };

  return (
    <AlertFormGrid onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <h2>{title}</h2>
      {!fixedSymbol && (
        <SelectField
          label={texts.symbol}
          value={symbol}
          onChange={change('symbol')}
          options={catalogue.map((entry) => [entry.symbol, entry.symbol] as const)}
        />
      )}
      <SelectField label={texts.side} value={draft.side} onChange={change('side')} options={SIDE_OPTIONS} />
      <SelectField
        label={texts.condition}
        value={draft.condition}
        onChange={change('condition')}
        options={CONDITION_OPTIONS}
      />
      <FormField
        label={texts.price}
        inputMode="decimal"
        value={price}
        onChange={(event) => setTypedPrice(event.target.value)}
        error={problem ? texts.priceRequired : undefined}
      />
      <FormField
        label={texts.note}
        maxLength={ALERT_NOTE_LENGTH_MAX}
        value={draft.note}
        onChange={change('note')}
      />
      <Button type="submit" variant="primary" busy={busy}>
        {texts.create}
      </Button>
    </AlertFormGrid>
  );
}
