// A figure coloured by its sign: green when above zero, red otherwise (zero included, as the spec
// asks). Shows 2 decimals unless the caller formats it.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatMoney } from '../lib/format-number';

export type ValueSign = 'positive' | 'negative';

export const signOf = (value: number): ValueSign => (value > 0 ? 'positive' : 'negative');

export interface ValueBadgeProps {
  value: number;
  /** What to show; defaults to the value with 2 decimals. */
  children?: ReactNode;
  /** Text after the number, e.g. ' USD' or '%'. */
  suffix?: string;
  /** 'text' colours only the figure; 'pill' adds a tinted background. */
  variant?: 'text' | 'pill';
  className?: string;
}

const Badge = styled.span<{ $sign: ValueSign; $variant: 'text' | 'pill' }>`
  display: inline-block;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $sign }) => ($sign === 'positive' ? theme.colors.positive : theme.colors.negative)};
  ${({ theme, $sign, $variant }) =>
    $variant === 'pill' &&
    `background: ${$sign === 'positive' ? theme.colors.positiveSoft : theme.colors.negativeSoft};
     padding: 2px 8px; border-radius: ${theme.radii.round};`}
`;

export function ValueBadge({ value, children, suffix = '', variant = 'text', className }: ValueBadgeProps) {
  const sign = signOf(value);
  return (
    <Badge $sign={sign} $variant={variant} data-sign={sign} className={className}>
      {children ?? formatMoney(value)}
      {suffix}
    </Badge>
  );
}
