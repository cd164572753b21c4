// The choices the closed list's filter and the close-all dialog both offer: any symbol or one of
// the listed ones, and either side or Al or Sat. Each form words 'any' its own way.
import type { SelectOption } from '../../../ui/form-controls';
import { tr } from '../../../i18n/tr-signed-in';

export function symbolOptions(anyText: string, symbols: readonly string[]): SelectOption[] {
  return [['', anyText], ...symbols.map((symbol) => [symbol, symbol] as const)];
}

export function sideOptions(anyText: string): SelectOption[] {
  return [
    ['', anyText],
    ['Buy', tr.positions.sides.Buy],
    ['Sell', tr.positions.sides.Sell],
  ];
}
