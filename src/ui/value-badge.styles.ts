// The look of the value badge, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import type { ValueSign } from './value-badge';

export const Badge = styled.span<{ $sign: ValueSign; $variant: 'text' | 'pill' }>`
  display: inline-block;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $sign }) => ($sign === 'positive' ? theme.colors.positive : theme.colors.negative)};
  ${({ theme, $sign, $variant }) =>
    $variant === 'pill' &&
    `background: ${$sign === 'positive' ? theme.colors.positiveSoft : theme.colors.negativeSoft};
     padding: 2px 8px; border-radius: ${theme.radii.round};`}
`;
