// Issue 22, item 9: on a phone the page's h1 is hidden and the header titles the page, so the
// header must name the trader ('Ayşe Yılmaz'), not the page kind ('Trader').
import { screen, within } from '@testing-library/react';
import type { FakeApi } from '../../test/fake-api';
import { renderApp, SCREEN_WAIT } from '../../test/render-app';
import { setViewportWidth } from '../layout/test/viewport';
import { fakeTradersApi, makeTrader, tradersState } from './test/trader-fakes';

let fake: FakeApi;
afterEach(() => {
  fake.restore();
  setViewportWidth(1024);
});

test('at 375 px the header names the trader of /trader/:id', async () => {
  fake = fakeTradersApi({ traders: [makeTrader()] });
  setViewportWidth(375);
  renderApp({ route: '/trader/t1', preloadedState: tradersState() });
  const header = await screen.findByTestId('mobile-header', undefined, SCREEN_WAIT);
  expect(
    await within(header).findByRole('heading', { name: 'Ayşe Yılmaz' }, SCREEN_WAIT),
  ).toBeInTheDocument();
  expect(within(header).queryByRole('heading', { name: 'Trader' })).toBeNull();
});
