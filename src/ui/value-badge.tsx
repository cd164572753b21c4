// A figure coloured by its sign: green when above zero, red otherwise (zero included, as the spec
// asks). Shows 2 decimals unless the caller formats it.
import type { ReactNode } from 'react';
import { formatMoney } from '../lib/format-number';
import { Badge } from './value-badge.styles';

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

export function ValueBadge({ value, children, suffix = '', variant = 'text', className }: ValueBadgeProps) {
  const sign = signOf(value);
  return (
    <Badge $sign={sign} $variant={variant} data-sign={sign} className={className}>
      {children ?? formatMoney(value)}
      {suffix}
    </Badge>
  );
}
