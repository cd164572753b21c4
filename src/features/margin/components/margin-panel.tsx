// The order ticket's margin panel (SPEC.md sections 8 and 9): the margin the order needs, with the
// spec's 20% added, and the account's free margin, both in USD with 2 decimals. The server charges
// the margin without the 20%, so the figure is labelled an estimate and a note says why it is
// higher than what the position holds (issue 22, item 9).
import { conversionSymbolFor, MARGIN_DISPLAY_BUFFER } from '../../../../contract/margin';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney } from '../../../lib/format-number';
import { selectQuote, selectSymbol } from '../../market';
import { selectMarginFree } from '../../session';
import { marginFigures } from '../margin-figures';
import { Panel, Note } from './margin-panel.styles';

export interface MarginPanelProps {
  symbol: string;
  /** Lots; 0 when the amount field is empty. */
  amount: number;
}

/** The spec's buffer as a whole percentage (1.2 -> 20). */
export const MARGIN_BUFFER_PCT = Math.round((MARGIN_DISPLAY_BUFFER - 1) * 100);

/** 'Gerekli Teminat (tahmini, +%20)': the label wherever the buffered figure is shown. */
export const REQUIRED_MARGIN_LABEL = tr.marginPanel.requiredEstimate(MARGIN_BUFFER_PCT);

const usd = (value: number) => `${formatMoney(value)} ${tr.app.currency}`;

/** The required margin as the panel shows it (USD, buffer included) or why it cannot be shown. */
export function useRequiredMarginText(symbol: string, amount: number): string {
  const info = useAppSelector(selectSymbol(symbol));
  const quote = useAppSelector(selectQuote(symbol));
  const conversion = info ? conversionSymbolFor(info.calc, info.currencyProfit) : null;
  const conversionQuote = useAppSelector(selectQuote(conversion ?? ''));
  const figures = marginFigures(info, quote, amount, (code) =>
    code === conversion ? conversionQuote : undefined,
  );
  return {
    ok: figures.kind === 'ok' ? usd(figures.requiredUsd) : '',
    'missing-symbol': tr.marginPanel.dataMissing,
    'unknown-calc': tr.marginPanel.cannotCalculate,
    'missing-conversion': tr.order.noData,
  }[figures.kind];
}

export function MarginPanel({ symbol, amount }: MarginPanelProps) {
  const required = useRequiredMarginText(symbol, amount);
  const marginFree = useAppSelector(selectMarginFree);

  return (
    <Panel aria-label={tr.marginPanel.required}>
      <dt>{REQUIRED_MARGIN_LABEL}</dt>
      <dd data-testid="required-margin">{required}</dd>
      <Note>{tr.marginPanel.bufferNote(MARGIN_BUFFER_PCT)}</Note>
      <dt>{tr.marginPanel.free}</dt>
      <dd data-testid="free-margin">{marginFree === undefined ? '-' : usd(marginFree)}</dd>
    </Panel>
  );
}
