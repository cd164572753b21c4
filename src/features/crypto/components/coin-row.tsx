// One sample coin: its mark, name and ticker, price in USD and the day's change (live where the feed
// has the coin), the trend mark and the favourite star.
import { tr } from '../../../i18n/tr-signed-in';
import type { SampleCoin } from '../crypto-samples';
import { CoinPrice } from './coin-price';
import { CoinMark, TrendMark } from './crypto.styles';
import { FavoriteToggle } from './favorite-toggle';
import { Row, Name } from './coin-row.styles';

export interface CoinRowProps {
  coin: SampleCoin;
  favorite: boolean;
  onToggleFavorite: () => void;
}

export function CoinRow({ coin, favorite, onToggleFavorite }: CoinRowProps) {
  return (
    <Row data-testid={`coin-${coin.value}`}>
      <CoinMark aria-hidden="true">{coin.icon}</CoinMark>
      <Name>
        <strong>
          {coin.name} {coin.isTrending && <TrendMark>{tr.crypto.trending}</TrendMark>}
        </strong>
        <small>{coin.label}</small>
      </Name>
      <CoinPrice coin={coin} />
      <FavoriteToggle name={coin.name} on={favorite} onToggle={onToggleFavorite} />
    </Row>
  );
}
