// The converter of /actions: an amount in one of the five sample currencies or fifteen sample coins
// into another, at the sample's fixed figures (crypto-samples.ts). It computes as the customer
// types; no call is made and nothing is traded.
import { useId, useState } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { digitsAndFirstDot } from '../../../lib/digits-and-dot';
import { Button } from '../../../ui/button';
import { CONVERTIBLE_UNITS, convert, formatUnitAmount, rateBetween } from '../conversion';
import { Widget, WidgetNote } from '../../../ui/widget';
import { Fields, Field, Result } from './exchange-widget.styles';

function UnitSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {CONVERTIBLE_UNITS.map((unit) => (
          <option key={unit.value} value={unit.value}>
            {unit.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function ExchangeWidget() {
  const texts = tr.actions.exchange;
  const resultId = useId();
  const [amountText, setAmountText] = useState('1');
  const [from, setFrom] = useState('btc');
  const [to, setTo] = useState('usd');
  const amount = Number(amountText.replace(/\.$/, '')) || 0;
  const result = convert(amount, from, to);
  const rate = rateBetween(from, to);
  const label = (value: string) => CONVERTIBLE_UNITS.find((unit) => unit.value === value)?.label ?? value;

  return (
    <Widget aria-labelledby="exchange-title">
      <h2 id="exchange-title">{texts.title}</h2>
      <Field>
        {texts.amount}
        <input
          inputMode="decimal"
          value={amountText}
          onChange={(event) => setAmountText(digitsAndFirstDot(event.target.value))}
          aria-controls={resultId}
        />
      </Field>
      <Fields>
        <UnitSelect label={texts.from} value={from} onChange={setFrom} />
        <Button
          size="sm"
          aria-label={texts.swap}
          onClick={() => {
            setFrom(to);
            setTo(from);
          }}
        >
          ⇄
        </Button>
        <UnitSelect label={texts.to} value={to} onChange={setTo} />
      </Fields>
      <Result id={resultId} aria-live="polite" aria-label={texts.result} data-testid="exchange-result">
        {result === null ? '-' : `${formatUnitAmount(result, to)} ${label(to)}`}
      </Result>
      {rate !== null && (
        <WidgetNote>{texts.rate(label(from), formatUnitAmount(rate, to), label(to))}</WidgetNote>
      )}
      <WidgetNote>{texts.note}</WidgetNote>
    </Widget>
  );
}
