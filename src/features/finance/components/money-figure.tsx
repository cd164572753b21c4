// A money figure with two decimals; a signed one (realized profit, swap, the curve's change) is
// green above zero and red below. A zero stays plain: in a statement it means nothing happened,
// not a loss.
import { formatMoney } from '../../../lib/format-number';
import { Signed } from './money-figure.styles';

export interface MoneyFigureProps {
  value: number;
  signed?: boolean;
  /** Text after the number, such as ' USD'. */
  suffix?: string;
}

export function MoneyFigure({ value, signed = false, suffix = '' }: MoneyFigureProps) {
  const text = formatMoney(value);
  if (!signed || Number(text) === 0) return <>{`${text}${suffix}`}</>;
  return (
    <Signed $sign={value > 0 ? 'positive' : 'negative'} data-sign={value > 0 ? 'positive' : 'negative'}>
      {`${text}${suffix}`}
    </Signed>
  );
}
