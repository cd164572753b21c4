import { screen, waitFor, within } from '@testing-library/react';
import { tr } from '../../i18n/tr-signed-in';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { openSignedInPage } from '../../test/render-app';
import { makeSymbol } from '../market/test/make-symbol';
import { FAVORITES_STORAGE_KEY } from './hooks/use-favorite-coins';

const texts = tr.crypto;
let fake: FakeApi;
beforeEach(() => {
  localStorage.clear();
  fake = installFakeApi();
});
afterEach(() => fake.restore());

const openNft = () => openSignedInPage('/nft', texts.allTitle);

const allList = () => screen.getByRole('list', { name: texts.allTitle });

describe('/nft', () => {
  it('lists the fifteen sample coins with prices and changes, and the trending ones apart', async () => {
    await openNft();
    expect(within(allList()).getAllByRole('listitem')).toHaveLength(15);
    const trending = screen.getByRole('list', { name: texts.trendingTitle });
    expect(
      within(trending)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('data-testid')),
    ).toEqual(['coin-btc', 'coin-eth', 'coin-sol', 'coin-doge', 'coin-avax']);
    const bitcoin = within(allList()).getByTestId('coin-btc');
    expect(bitcoin).toHaveTextContent('67250.00 USD');
    expect(bitcoin).toHaveTextContent('2.14%');
    expect(within(allList()).getByTestId('coin-ada')).toHaveTextContent('-2.08%');
  });

  it("starts from the sample's favourites and keeps the customer's own on this device", async () => {
    const { user, view } = await openNft();
    const star = (name: string) => within(allList()).getByRole('button', { name: texts.favorite(name) });
    expect(star('Bitcoin')).toHaveAttribute('aria-pressed', 'true');
    expect(star('Solana')).toHaveAttribute('aria-pressed', 'false');

    await user.click(star('Solana'));
    await user.click(star('Bitcoin'));
    expect(star('Solana')).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY) ?? 'null')).toEqual(['eth', 'sol']);
    // The trending list's star is the same favourite.
    const trending = screen.getByRole('list', { name: texts.trendingTitle });
    expect(within(trending).getByRole('button', { name: texts.favorite('Solana') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('checkbox', { name: texts.favoritesOnly }));
    expect(
      within(allList())
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('data-testid')),
    ).toEqual(['coin-eth', 'coin-sol']);

    view.unmount();
    await openNft();
    expect(star('Solana')).toHaveAttribute('aria-pressed', 'true');
    expect(star('Bitcoin')).toHaveAttribute('aria-pressed', 'false');
  });

  it('is named for what it shows', async () => {
    await openNft();
    expect(screen.getByRole('heading', { level: 1, name: 'Kripto Paralar' })).toBeInTheDocument();
  });

  it('shows the live price and day change where the feed has the coin, the sample marked elsewhere', async () => {
    fake.on('GET /api/margin/infos', {
      body: {
        status: true,
        data: [
          makeSymbol({
            symbol: 'BTCUSD',
            catCode: 'crypto',
            ask: 95200,
            bid: 95170,
            digits: 2,
            dayOpen: 94000,
            dayHigh: 95500,
            dayLow: 93800,
          }),
        ],
      },
    });
    await openNft();
    const bitcoin = within(allList()).getByTestId('coin-btc');
    await waitFor(() => expect(within(bitcoin).getByTestId('coin-price')).toHaveTextContent('95170.00 USD'));
    expect(within(bitcoin).getByTestId('coin-price')).toHaveTextContent(texts.live);
    // (95170 − 94000) / 94000 = +1.24 %, from the same feed, not the sample's 2.14 %.
    expect(bitcoin).toHaveTextContent('+1.24%');
    expect(bitcoin).not.toHaveTextContent('67250.00');
    // Tether is not in the feed: the sample's price, said to be one.
    const tether = within(allList()).getByTestId('coin-usdt');
    expect(within(tether).getByTestId('coin-price')).toHaveTextContent(texts.sample);
  });

  it('reads unreadable stored favourites as the sample ones', async () => {
    localStorage.setItem(FAVORITES_STORAGE_KEY, '{"not":"a list"}');
    await openNft();
    expect(within(allList()).getByRole('button', { name: texts.favorite('Ethereum') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
