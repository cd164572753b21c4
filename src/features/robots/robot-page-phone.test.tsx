// Issue 22, item 9: on a phone the page's h1 is hidden and the header titles the page, so the
// header must name the robot, not the catalogue ('Robotlar').
import { screen, within } from '@testing-library/react';
import type { FakeApi } from '../../test/fake-api';
import { renderApp, SCREEN_WAIT } from '../../test/render-app';
import { setViewportWidth } from '../layout/test/viewport';
import { fakeRobotsApi, makeRobot, robotsState } from './test/robot-fakes';

let fake: FakeApi;
afterEach(() => {
  fake.restore();
  setViewportWidth(1024);
});

test('at 375 px the header names the robot of /robots/:robotId', async () => {
  fake = fakeRobotsApi({ robots: [makeRobot()] });
  setViewportWidth(375);
  renderApp({ route: '/robots/btc-trend', preloadedState: robotsState() });
  const header = await screen.findByTestId('mobile-header', undefined, SCREEN_WAIT);
  expect(
    await within(header).findByRole('heading', { name: 'BTC Trend Takipçisi' }, SCREEN_WAIT),
  ).toBeInTheDocument();
  expect(within(header).queryByRole('heading', { name: 'Robotlar' })).toBeNull();
});
