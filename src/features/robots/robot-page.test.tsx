import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tr } from '../../i18n/tr-signed-in';
import type { FakeApi } from '../../test/fake-api';
import { currentPath, renderApp, SCREEN_WAIT } from '../../test/render-app';
import { makeOrder } from '../positions/test/make-order';
import { fakeRobotsApi, makeRobot, robotsState } from './test/robot-fakes';

const texts = tr.robots;
const BTC = 'BTC Trend Takipçisi';
let fake: FakeApi;
afterEach(() => fake.restore());

const trades = [
  makeOrder({ id: 'o2', symbol: 'BTCUSD', amount: 0.5, profit: 42.5, robotId: 'btc-trend' }),
  makeOrder({
    id: 'o1',
    symbol: 'BTCUSD',
    type: 'Sell',
    amount: 0.5,
    profit: -10,
    status: 'closed',
    closePrice: 64000,
    closeAt: '2026-11-21T10:00:00.000Z',
    robotId: 'btc-trend',
  }),
];

async function openDetail(robotId = 'btc-trend') {
  const user = userEvent.setup();
  const view = renderApp({ route: `/robots/${robotId}`, preloadedState: robotsState() });
  return { user, ...view };
}

describe('/robots/:robotId', () => {
  it('shows what the robot does, its curve, figures, limits and its trades on this account', async () => {
    fake = fakeRobotsApi({ robots: [makeRobot({ positionSize: 0.5, active: true })], trades });
    await openDetail();
    expect(await screen.findByRole('heading', { name: BTC, level: 1 }, SCREEN_WAIT)).toBeInTheDocument();
    expect(fake.callsTo('POST /api/robots/detail')[0].body).toEqual({ robotId: 'btc-trend', windowDays: 90 });
    expect(screen.getByText('BTCUSD · Kripto · 1sa mum')).toBeInTheDocument();
    expect(screen.getByTestId('robot-status-btc-trend')).toHaveTextContent(texts.status.running);
    expect(screen.getByTestId('robot-size-btc-trend')).toHaveTextContent('0.50 Lot');
    expect(screen.getByText(texts.detail.parameterNames.fastPeriod)).toBeInTheDocument();
    expect(screen.getByText(/10000.00 USD başlangıç sermayesiyle, her işlemde 1.00 lot/)).toBeInTheDocument();
    expect(screen.getByText(texts.detail.dailyLoss('5'))).toBeInTheDocument();
    expect(screen.getByText(texts.detail.openMax(3))).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: texts.detail.equityLabel(BTC) });
    expect(chart).toHaveAttribute('data-points', '5');
    expect(screen.getByTestId('robot-figures-btc-trend')).toHaveTextContent('+12.50%');

    const open = screen.getByTestId('robot-trade-o2');
    expect(open).toHaveTextContent(texts.detail.tradeStatus.open);
    expect(open).toHaveTextContent('42.50');
    expect(within(open).getByRole('link', { name: 'BTCUSD' })).toHaveAttribute('href', '/position/o2');
    const closed = screen.getByTestId('robot-trade-o1');
    expect(closed).toHaveTextContent(texts.detail.tradeStatus.closed);
    expect(closed).toHaveTextContent(tr.positions.sides.Sell);
    expect(within(closed).getByRole('link', { name: 'BTCUSD' })).toHaveAttribute('href', '/closed/o1');
  });

  it('says when the robot has not traded yet', async () => {
    fake = fakeRobotsApi();
    await openDetail();
    expect(await screen.findByText(texts.detail.noTrades, {}, SCREEN_WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.add })).toBeInTheDocument();
  });

  it('is remembered, and the catalogue marks the robot last viewed', async () => {
    fake = fakeRobotsApi();
    const { user, store } = await openDetail();
    await screen.findByRole('heading', { name: BTC, level: 1 }, SCREEN_WAIT);
    await waitFor(() => expect(store.getState().robots.lastViewedRobotId).toBe('btc-trend'));
    await user.click(screen.getByRole('link', { name: texts.detail.back }));
    const card = await screen.findByRole('article', { name: BTC }, SCREEN_WAIT);
    expect(card).toHaveTextContent(texts.lastViewed);
    expect(screen.getByRole('article', { name: 'Altın Ortalamaya Dönüş' })).not.toHaveTextContent(
      texts.lastViewed,
    );
  });

  it('goes back to the catalogue after deleting the robot', async () => {
    fake = fakeRobotsApi({ robots: [makeRobot({ positionSize: 1, active: true })] });
    const { user } = await openDetail();
    await user.click(await screen.findByRole('button', { name: texts.delete }, SCREEN_WAIT));
    await user.click(screen.getByRole('button', { name: texts.deleteConfirm }));
    expect(await screen.findByText(texts.deleted)).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/robots'));
  });

  it('says so for a robot that is not in the catalogue', async () => {
    fake = fakeRobotsApi();
    await openDetail('no-such-robot');
    expect(await screen.findByText(texts.detail.notFound, {}, SCREEN_WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.detail.back })).toHaveAttribute('href', '/robots');
  });
});
