// The sample coins as a list with the favourite stars, optionally only the favourites.
import { tr } from '../../../i18n/tr-signed-in';
import type { SampleCoin } from '../crypto-samples';
import { useFavoriteCoins } from '../hooks/use-favorite-coins';
import { CoinRow } from './coin-row';
import { WidgetNote } from '../../../ui/widget';
import { List } from './coin-list.styles';

export interface CoinListProps {
  coins: readonly SampleCoin[];
  label: string;
  favoritesOnly?: boolean;
}

export function CoinList({ coins, label, favoritesOnly = false }: CoinListProps) {
  const { isFavorite, toggle } = useFavoriteCoins();
  const shown = favoritesOnly ? coins.filter((coin) => isFavorite(coin.value)) : coins;
  if (shown.length === 0) return <WidgetNote>{tr.crypto.noFavorites}</WidgetNote>;
  return (
    <List aria-label={label}>
      {shown.map((coin) => (
        <CoinRow
          key={coin.value}
          coin={coin}
          favorite={isFavorite(coin.value)}
          onToggleFavorite={() => toggle(coin.value)}
        />
      ))}
    </List>
  );
}
