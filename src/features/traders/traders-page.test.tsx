import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../api/api-slice';
import { tr } from '../../i18n/tr-signed-in';
import type { FakeApi } from '../../test/fake-api';
import { renderApp, SCREEN_WAIT } from '../../test/render-app';
import { fakeTradersApi, makeTrader, secondTrader, tradersState } from './test/trader-fakes';

const texts = tr.traders;
let fake: FakeApi;
afterEach(() => fake.restore());

async function openTraders(preloadedState = tradersState()) {
  const user = userEvent.setup();
  const view = renderApp({ route: '/traders', preloadedState });
  await screen.findByRole('heading', { name: tr.shell.pages.traders, level: 1 }, SCREEN_WAIT);
  return { user, ...view };
}

const card = (name: string) => screen.findByRole('article', { name });

describe('/traders list', () => {
  it("shows each trader's name, follow count, ROI figures and profits, and 'Takip Et'", async () => {
    fake = fakeTradersApi();
    await openTraders();
    const ayse = await card('Ayşe Yılmaz');
    expect(within(ayse).getByRole('link', { name: 'Ayşe Yılmaz' })).toHaveAttribute('href', '/trader/t1');
    expect(within(ayse).getByTestId('follow-count')).toHaveTextContent('12 takipçi');
    expect(within(ayse).getByTestId('figure-currentROI')).toHaveTextContent(
      `${texts.figures.currentROI}+4.25%`,
    );
    expect(within(ayse).getByTestId('figure-beforeROI')).toHaveTextContent('-1.50%');
    expect(within(ayse).getByTestId('figure-allROI')).toHaveTextContent('+38.00%');
    expect(within(ayse).getByTestId('figure-profitPositive')).toHaveTextContent('15230.40 USD');
    expect(within(ayse).getByTestId('figure-profitNegative')).toHaveTextContent('-4210.75 USD');
    expect(within(ayse).getByRole('button', { name: 'Takip Et' })).toBeInTheDocument();
    expect(await card('Mehmet Kaya')).toBeInTheDocument();
  });

  it("labels a followed trader 'Takip Ediliyor' with the copy's state", async () => {
    fake = fakeTradersApi({
      traders: [
        makeTrader({
          isFollow: true,
          copy: {
            size: 1000,
            copyStopLossPct: 40,
            status: 'paused',
            accountId: 'a1',
            equity: 1012.5,
            realizedProfit: 12.5,
            floatingProfit: 0,
            openPositions: 0,
          },
        }),
      ],
    });
    await openTraders();
    const ayse = await card('Ayşe Yılmaz');
    expect(within(ayse).getByRole('button', { name: 'Takip Ediliyor' })).toBeInTheDocument();
    expect(within(ayse).getByTestId('copy-status-t1')).toHaveTextContent(
      `${texts.copyStatus.paused} · Tutar: 1000.00 USD · Kopya değeri: 1012.50 USD`,
    );
  });

  it('searches by name on the server and keeps the search for the next visit', async () => {
    fake = fakeTradersApi();
    const { user, store } = await openTraders();
    await card('Mehmet Kaya');
    await user.type(screen.getByRole('searchbox', { name: texts.searchLabel }), 'ayşe');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Mehmet Kaya' })).not.toBeInTheDocument(),
    );
    expect(await card('Ayşe Yılmaz')).toBeInTheDocument();
    expect(fake.callsTo('GET /api/traders').some((call) => call.query.get('search') === 'ayşe')).toBe(true);
    expect(store.getState().traders.lastSearch).toBe('ayşe');
  });

  it('starts from the stored search and says when nobody matches', async () => {
    fake = fakeTradersApi({ traders: [makeTrader(), secondTrader()] });
    const state = { ...tradersState(), traders: { followed: {}, lastSearch: 'zeynep' } };
    await openTraders(state);
    expect(screen.getByRole('searchbox', { name: texts.searchLabel })).toHaveValue('zeynep');
    expect(await screen.findByText(texts.noneFor('zeynep'))).toBeInTheDocument();
    expect(fake.callsTo('GET /api/traders')[0].query.get('search')).toBe('zeynep');
  });

  it('says when the list cannot be loaded and tries again', async () => {
    fake = fakeTradersApi();
    fake.on('GET /api/traders', 'network-error');
    const { user } = await openTraders();
    expect(await screen.findByText(texts.loadFailed, { exact: false })).toBeInTheDocument();
    fake.on('GET /api/traders', { body: { status: true, data: [makeTrader()] } });
    await user.click(screen.getByRole('button', { name: texts.retry }));
    expect(await card('Ayşe Yılmaz')).toBeInTheDocument();
  });
});

describe('/traders after a trade', () => {
  it("reloads the figures when the socket says the customer's orders changed (a copied trade)", async () => {
    fake = fakeTradersApi();
    const { store } = await openTraders();
    await card('Ayşe Yılmaz');
    fake.on('GET /api/traders', {
      body: { status: true, data: [makeTrader({ followCount: 13, allROI: 40 })] },
    });
    store.dispatch(api.util.invalidateTags(['OpenOrders']));
    expect(await screen.findByText('13 takipçi')).toBeInTheDocument();
    expect(screen.getByTestId('figure-allROI')).toHaveTextContent('+40.00%');
  });
});
