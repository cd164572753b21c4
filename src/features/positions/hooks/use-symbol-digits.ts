// A symbol's price digits when the symbol list has loaded; a number, so rows re-render only when
// the digits themselves change (not on every market-state update of the symbol).
import { useAppSelector } from '../../../app/hooks';
import { selectSymbol } from '../../market';

export function useSymbolDigits(symbol: string): number | undefined {
  return useAppSelector((state) => selectSymbol(symbol)(state)?.digits);
}
