// A month's figure: two decimals, and for the signed ones (realized profit, swap) green above zero
// and red below. A zero stays plain: in a statement it means nothing happened, not a loss.
import styled from 'styled-components';
import { formatMoney } from '../../../lib/format-number';

const Signed = styled.span<{ $sign: 'positive' | 'negative' }>`
  color: ${({ theme, $sign }) => ($sign === 'positive' ? theme.colors.positive : theme.colors.negative)};
`;

export function MonthFigure({ value, signed = false }: { value: number; signed?: boolean }) {
  const text = formatMoney(value);
  if (!signed || Number(text) === 0) return <>{text}</>;
  return <Signed $sign={value > 0 ? 'positive' : 'negative'}>{text}</Signed>;
}
