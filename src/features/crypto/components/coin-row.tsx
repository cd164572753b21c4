// One sample coin: its mark, name and ticker, price in USD and the day's change (live where the feed
// has the coin), the trend mark and the favourite star.
import styled from 'styled-components';
import { tr } from '../../../i18n/tr-signed-in';
import type { SampleCoin } from '../crypto-samples';
import { CoinPrice } from './coin-price';
import { CoinMark, TrendMark } from './crypto.styles';
import { FavoriteToggle } from './favorite-toggle';

const Row = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Name = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

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
