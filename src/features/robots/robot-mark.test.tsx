import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tr } from '../../i18n/tr-signed-in';
import type { FakeApi } from '../../test/fake-api';
import { ok } from '../../test/money-fakes';
import { renderApp, SCREEN_WAIT } from '../../test/render-app';
import { makeOrder } from '../positions/test/make-order';
import { fakeLists } from '../positions/test/positions-fakes';
import { fakeRobotsApi, makeRobot, robotsState } from './test/robot-fakes';

const BTC = 'BTC Trend Takipçisi';
let fake: FakeApi;
afterEach(() => fake.restore());

// The server names the robot on its orders (Order.robotName); one it cannot name comes without.
const robotTrade = makeOrder({
  id: 'r7',
  symbol: 'BTCUSD',
  amount: 0.5,
  robotId: 'btc-trend',
  robotName: BTC,
});
const ownTrade = makeOrder({ id: 'm1', symbol: 'EURUSD' });

describe("a robot's trades in the positions lists", () => {
  it('carry the robot mark with its name; the customer’s own trades do not', async () => {
    fake = fakeLists(
      { open: [[robotTrade, ownTrade]] },
      fakeRobotsApi({ robots: [makeRobot({ positionSize: 0.5, active: true })] }),
    );
    renderApp({ route: '/transactions', preloadedState: robotsState() });
    const row = await screen.findByTestId('open-row-r7', {}, SCREEN_WAIT);
    expect(await within(row).findByRole('img', { name: tr.robots.mark(BTC) })).toBeInTheDocument();
    expect(within(screen.getByTestId('open-row-m1')).queryByTestId('robot-mark')).not.toBeInTheDocument();
  });

  it("says 'Robot işlemi' for a robot the catalogue no longer lists", async () => {
    fake = fakeLists(
      {
        closed: [
          [
            {
              ...robotTrade,
              robotName: undefined,
              status: 'closed',
              closePrice: 64000,
              closeAt: '2026-11-21T10:00:00.000Z',
            },
          ],
        ],
      },
      fakeRobotsApi({ robots: [] }),
    );
    renderApp({ route: '/transactions', preloadedState: robotsState() });
    await userEvent.click(await screen.findByRole('tab', { name: tr.positions.closed }, SCREEN_WAIT));
    const row = await screen.findByTestId('closed-row-r7');
    expect(within(row).getByRole('img', { name: tr.robots.markUnknown })).toBeInTheDocument();
  });

  it("name the robot on the position's page", async () => {
    fake = fakeRobotsApi().on('GET /api/orders/detail/r7', ok(robotTrade));
    renderApp({ route: '/position/r7', preloadedState: robotsState() });
    expect(await screen.findByText(tr.robots.mark(BTC), {}, SCREEN_WAIT)).toBeInTheDocument();
  });
});
