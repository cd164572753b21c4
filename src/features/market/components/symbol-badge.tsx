// The row icon: the symbol's first two letters on a round badge (we have no logos).

import { Badge } from './symbol-badge.styles';

export function SymbolBadge({ symbol }: { symbol: string }) {
  return <Badge aria-hidden="true">{symbol.slice(0, 2).toUpperCase()}</Badge>;
}
