// The row icon: the symbol's first two letters on a round badge (we have no logos).
import styled from 'styled-components';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceHover};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export function SymbolBadge({ symbol }: { symbol: string }) {
  return <Badge aria-hidden="true">{symbol.slice(0, 2).toUpperCase()}</Badge>;
}
