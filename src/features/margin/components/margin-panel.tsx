// The order ticket's margin panel (SPEC.md sections 8 and 9): the margin the order needs, with the
// spec's 20% added, and the account's free margin, both in USD with 2 decimals.
import styled from 'styled-components';
import { conversionSymbolFor } from '../../../../contract/margin';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { formatMoney } from '../../../lib/format-number';
import { selectQuote, selectSymbol } from '../../market';
import { selectMarginFree } from '../../session';
import { marginFigures } from '../margin-figures';

export interface MarginPanelProps {
  symbol: string;
  /** Lots; 0 when the amount field is empty. */
  amount: number;
}

const Panel = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.text};
  }
`;

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
      <dt>{tr.marginPanel.required}</dt>
      <dd data-testid="required-margin">{required}</dd>
      <dt>{tr.marginPanel.free}</dt>
      <dd data-testid="free-margin">{marginFree === undefined ? '-' : usd(marginFree)}</dd>
    </Panel>
  );
}
