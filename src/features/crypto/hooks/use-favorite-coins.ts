// The customer's favourite sample coins, kept on this device (localStorage 'favoriteCoins'). Until
// the customer chooses, the sample's own isFavorite marks stand.
import { useCallback } from 'react';
import { useStoredState } from '../../../lib/use-stored-state';
import { SAMPLE_COINS } from '../crypto-samples';

export const FAVORITES_STORAGE_KEY = 'favoriteCoins';

const SAMPLE_FAVORITES: readonly string[] = SAMPLE_COINS.filter((coin) => coin.isFavorite).map(
  (coin) => coin.value,
);

const isCoinList = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export function useFavoriteCoins() {
  const [favorites, setFavorites] = useStoredState(FAVORITES_STORAGE_KEY, SAMPLE_FAVORITES, isCoinList);
  const toggle = useCallback(
    (value: string) =>
      setFavorites((current) =>
        current.includes(value) ? current.filter((item) => item !== value) : [...current, value],
      ),
    [setFavorites],
  );
  const isFavorite = useCallback((value: string) => favorites.includes(value), [favorites]);
  return { favorites, isFavorite, toggle };
}
