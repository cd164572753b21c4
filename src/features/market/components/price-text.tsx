// One live price: the symbol's digits, 'N/A' without a price, and the rise/fall marker class.
import styled from 'styled-components';
import { tr } from '../../../i18n/tr';
import { formatPrice } from '../../../lib/format-number';
import { usePriceMarker } from '../hooks/use-price-marker';
import type { PriceMove } from '../market-slice';

const Text = styled.span`
  font-variant-numeric: tabular-nums;
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: 0 ${({ theme }) => theme.spacing.xxs};
  &.price-up {
    color: ${({ theme }) => theme.colors.positive};
    background: ${({ theme }) => theme.colors.positiveSoft};
  }
  &.price-down {
    color: ${({ theme }) => theme.colors.negative};
    background: ${({ theme }) => theme.colors.negativeSoft};
  }
`;

export interface PriceTextProps {
  value: number | undefined;
  digits: number | undefined;
  move: PriceMove;
  changeSeq: number;
  testId: string;
}

export function PriceText({ value, digits, move, changeSeq, testId }: PriceTextProps) {
  const marker = usePriceMarker(move, changeSeq);
  return (
    <Text className={marker} data-testid={testId}>
      {value === undefined ? tr.market.noPrice : formatPrice(value, digits)}
    </Text>
  );
}
