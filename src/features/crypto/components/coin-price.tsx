// A coin's price and day change on /nft: where the live feed has the coin (the broker's `{TICKER}USD`
// symbol), its live bid and the day's change from the same feed, marked live; otherwise the
// sample's fixed figures, marked as a sample, so a fixed price is never read beside a live one as
// if both were current.
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { formatPrice } from '../../../lib/format-number';
import { ValueBadge } from '../../../ui/value-badge';
import { LiveChange, selectQuote, selectSymbol } from '../../market';
import { feedSymbolOf, type SampleCoin } from '../crypto-samples';
import { PriceCell, PriceSource } from './crypto.styles';

export function CoinPrice({ coin }: { coin: SampleCoin }) {
  const symbol = feedSymbolOf(coin);
  const quote = useAppSelector(selectQuote(symbol));
  const digits = useAppSelector(selectSymbol(symbol))?.digits;
  const texts = tr.crypto;
  if (!quote)
    return (
      <>
        <PriceCell data-testid="coin-price">
          {formatPrice(coin.usd)} USD
          <PriceSource>{texts.sample}</PriceSource>
        </PriceCell>
        <ValueBadge value={coin.change} suffix="%" variant="pill" />
      </>
    );
  return (
    <>
      <PriceCell data-testid="coin-price">
        {formatPrice(quote.bid, digits)} USD
        <PriceSource $live>{texts.live}</PriceSource>
      </PriceCell>
      <LiveChange symbol={symbol} variant="pill" />
    </>
  );
}
