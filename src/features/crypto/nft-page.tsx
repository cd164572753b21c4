// /nft (Kripto Paralar, the name of what it shows; the route stays SPEC.md's): the fifteen sample
// cryptocurrencies of SPEC.md section 3 on the nft page grid: the trending ones in the 'collection'
// slot, all of them in 'items' with a favourites-only filter. A coin the live feed has shows its
// live price and change; the rest keep the sample's fixed figures, marked as such. Favourites are
// the customer's, kept on this device. Information only: nothing is traded here.
import { useState } from 'react';
import { tr } from '../../i18n/tr-signed-in';
import { PageGrid, PageGridItem } from '../../ui/page-grid';
import { CoinList } from './components/coin-list';
import { Widget, WidgetNote } from '../../ui/widget';
import { PageHeading } from '../../ui/page-heading';
import { SAMPLE_COINS } from './crypto-samples';
import { useGetSymbolsQuery } from '../market';
import { OfferedOnly } from '../compliance';
import { Filter } from './nft-page.styles';

const TRENDING = SAMPLE_COINS.filter((coin) => coin.isTrending);

function NftPageBody() {
  // The symbol list carries each symbol's first quote and day open; the socket moves them.
  useGetSymbolsQuery();
  const [favoritesOnly, setFavoritesOnly] = useState(false);
  const texts = tr.crypto;
  return (
    <>
      <PageHeading>{tr.shell.pages.nft}</PageHeading>
      <PageGrid page="nft">
        <PageGridItem widget="collection">
          <Widget aria-labelledby="nft-trending">
            <h2 id="nft-trending">{texts.trendingTitle}</h2>
            <WidgetNote>{texts.intro}</WidgetNote>
            <CoinList coins={TRENDING} label={texts.trendingTitle} />
          </Widget>
        </PageGridItem>
        <PageGridItem widget="items">
          <Widget aria-labelledby="nft-all">
            <h2 id="nft-all">{texts.allTitle}</h2>
            <Filter>
              <input
                type="checkbox"
                checked={favoritesOnly}
                onChange={(event) => setFavoritesOnly(event.target.checked)}
              />
              {texts.favoritesOnly}
            </Filter>
            <CoinList coins={SAMPLE_COINS} label={texts.allTitle} favoritesOnly={favoritesOnly} />
          </Widget>
        </PageGridItem>
      </PageGrid>
    </>
  );
}

/** Shown only while the broker's profile offers the product (issue 21, per-product switches). */
export default function NftPage() {
  return (
    <OfferedOnly product="crypto">
      <NftPageBody />
    </OfferedOnly>
  );
}
