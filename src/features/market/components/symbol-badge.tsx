// The row icon: the symbol's first two letters on a round badge (we have no logos).
import styled from 'styled-components';
import { roundMark } from '../../../ui/style-pieces';

const Badge = styled.span`
  ${roundMark(32)}
  background: ${({ theme }) => theme.colors.surfaceHover};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export function SymbolBadge({ symbol }: { symbol: string }) {
  return <Badge aria-hidden="true">{symbol.slice(0, 2).toUpperCase()}</Badge>;
}
