import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tr } from '../../i18n/tr-signed-in';
import type { FakeApi } from '../../test/fake-api';
import { renderApp, SCREEN_WAIT } from '../../test/render-app';
import { fakeRobotsApi, goldRobot, makeRobot, robotsState } from './test/robot-fakes';

const texts = tr.robots;
let fake: FakeApi;
afterEach(() => fake.restore());

async function openRobots() {
  const user = userEvent.setup();
  const view = renderApp({ route: '/robots', preloadedState: robotsState() });
  await screen.findByRole('heading', { name: tr.shell.pages.robots, level: 1 }, SCREEN_WAIT);
  return { user, ...view };
}

const card = (name: string) => screen.findByRole('article', { name });

describe('/robots catalogue', () => {
  it("shows each robot's name, description, symbol, timeframe, strategy, figures and curve", async () => {
    fake = fakeRobotsApi();
    await openRobots();
    const btc = await card('BTC Trend Takipçisi');
    expect(btc).toHaveTextContent('BTCUSD · Kripto · 1sa mum');
    expect(btc).toHaveTextContent('Bitcoin’de güçlü yükselişleri ve düşüşleri izler.');
    expect(btc).toHaveTextContent(
      '20 ve 50 mumluk ortalamalar kesişince işlem açar; ters kesişmede kapatır.',
    );
    const figures = within(btc).getByRole('table');
    const row = (label: string) => within(figures).getByRole('row', { name: new RegExp(`^${label}`) });
    expect(row(texts.figures.totalReturn)).toHaveTextContent('+12.50%');
    expect(row(texts.figures.maxDrawdown)).toHaveTextContent('4.20%');
    expect(row(texts.figures.winRate)).toHaveTextContent('55.00%');
    expect(row(texts.figures.trades)).toHaveTextContent('40');
    // Not added yet: no live record, no state, only the add button.
    expect(row(texts.figures.trades)).toHaveTextContent('-');
    expect(
      within(btc).getByRole('img', { name: texts.sparklineLabel('BTC Trend Takipçisi') }),
    ).toBeInTheDocument();
    expect(within(btc).queryByTestId('robot-status-btc-trend')).not.toBeInTheDocument();
    expect(within(btc).getByRole('button', { name: texts.add })).toBeInTheDocument();
    expect(await card('Altın Ortalamaya Dönüş')).toHaveTextContent('XAUUSD · Emtia · 15dk mum');
    expect(screen.getByText(texts.intro)).toBeInTheDocument();
  });

  it("shows an added robot's size, state and live figures", async () => {
    fake = fakeRobotsApi({
      robots: [
        makeRobot({
          positionSize: 0.5,
          active: true,
          live: {
            totalReturnPct: -1.25,
            maxDrawdownPct: 2,
            winRatePct: 40,
            trades: 5,
            profit: -12.5,
            profitFactor: 0.6,
          },
        }),
      ],
    });
    await openRobots();
    const btc = await card('BTC Trend Takipçisi');
    expect(within(btc).getByTestId('robot-status-btc-trend')).toHaveTextContent(texts.status.running);
    expect(within(btc).getByTestId('robot-size-btc-trend')).toHaveTextContent('Pozisyon büyüklüğü: 0.50 Lot');
    const live = within(btc).getByRole('row', { name: new RegExp(`^${texts.figures.totalReturn}`) });
    expect(within(live).getAllByRole('cell')[1]).toHaveTextContent('-1.25%');
    for (const name of [texts.edit, texts.pause, texts.delete])
      expect(within(btc).getByRole('button', { name })).toBeInTheDocument();
  });

  it('tells a robot stopped by its daily loss limit from one the customer paused', async () => {
    fake = fakeRobotsApi({
      robots: [
        makeRobot({ positionSize: 1, active: false, pausedReason: 'dailyLossLimit' }),
        { ...goldRobot(), positionSize: 1, active: false, pausedReason: 'customer' },
      ],
    });
    await openRobots();
    expect(await screen.findByTestId('robot-status-btc-trend')).toHaveTextContent(
      texts.status.dailyLossLimit,
    );
    expect(screen.getByTestId('robot-status-gold-revert')).toHaveTextContent(texts.status.customer);
    expect(screen.getAllByRole('button', { name: texts.resume })).toHaveLength(2);
  });

  it('keeps the filter: only the added robots, with a note when there are none', async () => {
    fake = fakeRobotsApi({ robots: [makeRobot(), { ...goldRobot(), positionSize: 1, active: true }] });
    const { user, store } = await openRobots();
    await card('BTC Trend Takipçisi');
    await user.click(screen.getByRole('tab', { name: texts.filters.added }));
    expect(await card('Altın Ortalamaya Dönüş')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'BTC Trend Takipçisi' })).not.toBeInTheDocument();
    expect(store.getState().robots.filter).toBe('added');
  });

  it('says when no robot is added yet', async () => {
    fake = fakeRobotsApi();
    const preloadedState = {
      ...robotsState(),
      robots: { filter: 'added' as const, lastViewedRobotId: null, backtestWindowDays: 90 as const },
    };
    renderApp({ route: '/robots', preloadedState });
    expect(await screen.findByText(texts.noneAdded, {}, SCREEN_WAIT)).toBeInTheDocument();
  });

  it('shows the back-test window with its dates and the profit factor, and asks for the window chosen', async () => {
    fake = fakeRobotsApi();
    const { user, store } = await openRobots();
    const btc = await card('BTC Trend Takipçisi');
    // 1 763 000 000 s is 13.11.2025; 300 hourly bars later is 25.11.2025.
    expect(within(btc).getByTestId('robot-window-btc-trend')).toHaveTextContent(
      'Geriye dönük test: son 90 gün (13.11.2025 – 25.11.2025).',
    );
    const figures = within(btc).getByRole('table');
    expect(
      within(figures).getByRole('row', { name: new RegExp(`^${texts.figures.profitFactor}`) }),
    ).toHaveTextContent('1.80');
    expect(screen.getByText(texts.figures.honesty)).toBeInTheDocument();
    expect(fake.callsTo('GET /api/robots/all')[0].query.get('windowDays')).toBe('90');
    await user.click(screen.getByRole('tab', { name: texts.window.days(365) }));
    await waitFor(() =>
      expect(fake.callsTo('GET /api/robots/all').some((call) => call.query.get('windowDays') === '365')).toBe(
        true,
      ),
    );
    expect(store.getState().robots.backtestWindowDays).toBe(365);
  });

  it('says when no trade lost instead of an infinite profit factor', async () => {
    const base = makeRobot();
    fake = fakeRobotsApi({ robots: [{ ...base, backtest: { ...base.backtest, profitFactor: null } }] });
    await openRobots();
    const figures = within(await card('BTC Trend Takipçisi')).getByRole('table');
    expect(
      within(figures).getByRole('row', { name: new RegExp(`^${texts.figures.profitFactor}`) }),
    ).toHaveTextContent(texts.figures.profitFactorNone);
  });

  it('says when the catalogue cannot be loaded and tries again', async () => {
    fake = fakeRobotsApi().on('GET /api/robots/all', 'network-error');
    const { user } = await openRobots();
    expect(await screen.findByText(texts.loadFailed)).toBeInTheDocument();
    fake.on('GET /api/robots/all', { body: { status: true, data: [makeRobot()] } });
    await user.click(screen.getByRole('button', { name: texts.retry }));
    expect(await card('BTC Trend Takipçisi')).toBeInTheDocument();
  });
});
