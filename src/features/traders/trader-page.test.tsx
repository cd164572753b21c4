import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tr } from '../../i18n/tr-signed-in';
import type { FakeApi } from '../../test/fake-api';
import { goldSymbol } from '../../test/fixtures';
import { renderApp, SCREEN_WAIT } from '../../test/render-app';
import { makeOrder } from '../positions/test/make-order';
import { fakeTradersApi, makeTrader, tradersState } from './test/trader-fakes';

const texts = tr.traders;
let fake: FakeApi;
afterEach(() => fake.restore());

async function openTrader(route = '/trader/t1') {
  const user = userEvent.setup();
  const view = renderApp({ route, preloadedState: tradersState() });
  await screen.findByRole('heading', { name: 'Ayşe Yılmaz', level: 1 }, SCREEN_WAIT);
  return { user, ...view };
}

const openPosition = makeOrder({
  id: 'p1',
  symbol: 'XAUUSD',
  type: 'Sell',
  amount: 0.5,
  price: 2010.5,
  lastPrice: 2005.25,
  profit: 262.5,
});
const closedTrade = makeOrder({
  id: 'h1',
  symbol: 'US30',
  amount: 2,
  price: 39000,
  closePrice: 38900,
  profit: -200,
  status: 'closed',
  closeAt: '2026-11-20T14:30:00.000Z',
});

describe('/trader/:id profile', () => {
  it('shows name, image, follow count, figures and the follow button', async () => {
    fake = fakeTradersApi({ traders: [makeTrader({ imageUrl: 'https://example.com/ayse.png' })] });
    await openTrader();
    expect(screen.getByRole('img', { name: texts.imageAlt('Ayşe Yılmaz') })).toHaveAttribute(
      'src',
      'https://example.com/ayse.png',
    );
    expect(screen.getByTestId('follow-count')).toHaveTextContent('12 takipçi');
    expect(screen.getByTestId('figure-currentROI')).toHaveTextContent('+4.25%');
    expect(screen.getByTestId('figure-beforeROI')).toHaveTextContent('-1.50%');
    expect(screen.getByTestId('figure-allROI')).toHaveTextContent('+38.00%');
    expect(screen.getByTestId('figure-profitPositive')).toHaveTextContent('15230.40 USD');
    expect(screen.getByTestId('figure-profitNegative')).toHaveTextContent('-4210.75 USD');
    expect(screen.getByRole('button', { name: 'Takip Et' })).toBeInTheDocument();
    for (const name of Object.values(texts.tabs))
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
  });

  it("Pozisyon: the trader's open positions", async () => {
    fake = fakeTradersApi({ positions: [openPosition] });
    await openTrader();
    const row = await screen.findByTestId('trader-open-p1');
    expect(row).toHaveTextContent('XAUUSD');
    expect(row).toHaveTextContent(tr.positions.sides.Sell);
    expect(row).toHaveTextContent('0.50');
    expect(row).toHaveTextContent('2010.50');
    expect(row).toHaveTextContent('2005.25');
    expect(row).toHaveTextContent('262.50');
    expect(fake.callsTo('GET /api/traders/positions/t1').length).toBeGreaterThan(0);
  });

  it('Pozisyon: says when there are none', async () => {
    fake = fakeTradersApi();
    await openTrader();
    expect(await screen.findByText(texts.noPositions)).toBeInTheDocument();
  });

  it("Geçmiş İşlemler: the trader's closed trades", async () => {
    fake = fakeTradersApi({ history: [closedTrade] });
    const { user } = await openTrader();
    await user.click(screen.getByRole('tab', { name: texts.tabs.history }));
    const row = await screen.findByTestId('trader-closed-h1');
    expect(row).toHaveTextContent('US30');
    expect(row).toHaveTextContent('38900.00');
    expect(row).toHaveTextContent('-200.00');
    expect(fake.callsTo('GET /api/traders/orders/t1')).toHaveLength(1);
  });

  it('Geçmiş İşlemler: says when there are none', async () => {
    fake = fakeTradersApi();
    const { user } = await openTrader();
    await user.click(screen.getByRole('tab', { name: texts.tabs.history }));
    expect(await screen.findByText(texts.noHistory)).toBeInTheDocument();
  });

  it('Hakkında: bio, risk score, drawdown, win rate, copiers, assets under copy and the equity curve', async () => {
    fake = fakeTradersApi();
    const { user } = await openTrader();
    await user.click(screen.getByRole('tab', { name: texts.tabs.about }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Altın ve endekslerde trend takipçisi.')).toBeInTheDocument();
    expect(within(panel).getByTestId('about-riskScore')).toHaveTextContent('6 / 10');
    expect(within(panel).getByTestId('about-maxDrawdown')).toHaveTextContent('12.40%');
    expect(within(panel).getByTestId('about-winRate')).toHaveTextContent('58.00%');
    expect(within(panel).getByTestId('about-trades')).toHaveTextContent('240');
    expect(within(panel).getByTestId('about-copiers')).toHaveTextContent('12');
    expect(within(panel).getByTestId('about-assetsUnderCopy')).toHaveTextContent('48200.00 USD');
    expect(within(panel).getByText(`${texts.about.symbols}: XAUUSD, US30`)).toBeInTheDocument();
    const curve = within(panel).getByRole('img', { name: texts.about.equityLabel('Ayşe Yılmaz') });
    expect(curve).toHaveAttribute('data-points', '4');
  });

  it('Hakkında: says when the curve has too few points and the bio is empty', async () => {
    fake = fakeTradersApi({ traders: [makeTrader({ bio: '', equityCurve: [] })] });
    const { user } = await openTrader();
    await user.click(screen.getByRole('tab', { name: texts.tabs.about }));
    expect(screen.getByText(texts.about.noBio)).toBeInTheDocument();
    expect(screen.getByText(texts.about.equityEmpty)).toBeInTheDocument();
  });

  it('says when the trader does not exist', async () => {
    fake = fakeTradersApi();
    renderApp({ route: '/trader/nobody', preloadedState: tradersState() });
    expect(await screen.findByText(texts.notFound, {}, SCREEN_WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.back })).toHaveAttribute('href', '/traders');
  });

  it("a trader's trades show prices with the symbol's digits, like every other screen (issue 22, item 8)", async () => {
    const closed = makeOrder({
      id: 'h1',
      symbol: 'XAUUSD',
      price: 2010.5,
      closePrice: 2030.138192,
      status: 'closed',
      closeAt: '2026-11-20T14:30:00.000Z',
    });
    fake = fakeTradersApi({ traders: [makeTrader()], history: [closed] });
    fake.on('GET /api/margin/infos', { body: { status: true, data: [goldSymbol({ digits: 2 })] } });
    const { user } = await openTrader();
    await user.click(screen.getByRole('tab', { name: texts.tabs.history }));
    const row = await screen.findByTestId('trader-closed-h1');
    await waitFor(() => expect(within(row).getByRole('cell', { name: '2030.14' })).toBeInTheDocument());
    expect(row).not.toHaveTextContent('2030.138192');
  });
});
