// Toplu Kapat (issue 20, item 3): choose a symbol, a side and only winners or losers; the dialog
// says how many open positions that takes and their floating profit at this moment, over every
// open position (all pages), and closes them on one confirmation. The answer lists each position
// the server could not close with its reason; the others are closed regardless.
import { useMemo, useState } from 'react';
import type { CloseAllAnswer } from '../../../../contract/bulk-orders';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney } from '../../../lib/format-number';
import { useMutationOutcome } from '../../../lib/use-mutation-outcome';
import { Button } from '../../../ui/button';
import { ConfirmButtons } from '../../../ui/confirm-parts';
import { SelectField, type SelectOption } from '../../../ui/form-controls';
import { Modal } from '../../../ui/modal';
import { useCloseAllPositionsMutation } from '../api/positions-api';
import {
  closeAllStake,
  EMPTY_CLOSE_ALL_DRAFT,
  requestOfDraft,
  symbolsOf,
  type CloseAllDraft,
} from '../close-all-selection';
import { sideOptions, symbolOptions } from './filter-options';
import { useAllOpenPositions } from '../hooks/use-all-open-positions';
import { Choices, Failures, Note, Stake } from './close-all.styles';

const texts = tr.positions.closeAll;
const onlyOptions: readonly SelectOption[] = [
  ['', texts.any],
  ['profit', texts.onlyProfit],
  ['loss', texts.onlyLoss],
];

export interface CloseAllDialogProps {
  onDismiss: () => void;
}

export function CloseAllDialog({ onDismiss }: CloseAllDialogProps) {
  const open = useAllOpenPositions();
  const [draft, setDraft] = useState<CloseAllDraft>(EMPTY_CLOSE_ALL_DRAFT);
  const [answer, setAnswer] = useState<ShownAnswer | null>(null);
  const [closeAll] = useCloseAllPositionsMutation();
  const [send, busy] = useMutationOutcome(() => closeAll(requestOfDraft(draft)), {
    success: '',
    shownInPlace: (outcome) => outcome.kind === 'done',
    failedDefault: tr.positions.exceptionDefault,
  });
  const symbols = useMemo(() => symbolsOf(open.orders), [open.orders]);
  const stake = closeAllStake(open.orders, open.profits, draft);
  const set = (field: keyof CloseAllDraft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  async function confirm() {
    // The symbols as the customer chose them: once the answer lands the list reloads without the
    // closed ones, and while it reloads a refused row would otherwise show its bare id.
    const symbolOf = symbolLookup(open.orders);
    const outcome = await send();
    if (outcome?.kind === 'done' && outcome.data.data) setAnswer({ ...outcome.data.data, symbolOf });
  }

  if (answer) return <CloseAllResult answer={answer} symbolOf={answer.symbolOf} onDone={onDismiss} />;
  return (
    <Modal open onClose={onDismiss} title={texts.title}>
      <Choices>
        <SelectField
          label={texts.symbol}
          value={draft.symbol}
          onChange={set('symbol')}
          options={symbolOptions(texts.any, symbols)}
        />
        <SelectField
          label={texts.side}
          value={draft.side}
          onChange={set('side')}
          options={sideOptions(texts.any)}
        />
        <SelectField label={texts.only} value={draft.only} onChange={set('only')} options={onlyOptions} />
      </Choices>
      <div aria-live="polite">
        {!open.complete ? (
          <Note role="status">{texts.loading}</Note>
        ) : (
          <Stake aria-label={texts.title}>
            <div>
              <dt>{texts.count}</dt>
              <dd>{texts.countValue(stake.count)}</dd>
            </div>
            <div>
              <dt>{texts.profit}</dt>
              <dd>{formatMoney(stake.profitUsd)} USD</dd>
            </div>
          </Stake>
        )}
        {open.failed && <Note role="alert">{texts.loadFailed}</Note>}
        {open.complete && stake.count === 0 ? <Note>{texts.none}</Note> : <Note>{texts.profitNote}</Note>}
      </div>
      <ConfirmButtons
        confirmLabel={texts.confirm(open.complete ? stake.count : 0)}
        confirmVariant="negative"
        busy={busy}
        disabled={!open.complete || stake.count === 0}
        onConfirm={() => void confirm()}
        onDismiss={onDismiss}
      />
    </Modal>
  );
}

interface ShownAnswer extends CloseAllAnswer {
  symbolOf: (id: string) => string;
}

function symbolLookup(orders: readonly { id: string; symbol: string }[]): (id: string) => string {
  const symbols = new Map(orders.map((order) => [order.id, order.symbol]));
  return (id) => symbols.get(id) ?? id;
}

function CloseAllResult({
  answer,
  symbolOf,
  onDone,
}: {
  answer: CloseAllAnswer;
  symbolOf: (id: string) => string;
  onDone: () => void;
}) {
  return (
    <Modal open onClose={onDone} title={texts.title}>
      <Note role="status">{texts.closedCount(answer.closed.length)}</Note>
      {answer.failed.length > 0 && (
        <>
          <h3>{texts.failedTitle}</h3>
          <Failures>
            {answer.failed.map(({ id, message }) => (
              <li key={id}>{texts.failedRow(symbolOf(id), message)}</li>
            ))}
          </Failures>
        </>
      )}
      <Button type="button" variant="primary" fullWidth onClick={onDone}>
        {texts.done}
      </Button>
    </Modal>
  );
}
