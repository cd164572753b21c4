// Opens a back-office route as a signed-in operator and waits for the back office's heading (its
// chunk compiles lazily, so the first screen of a file waits longer); returns the user to drive it.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tr } from '../../../i18n/tr-signed-in';
import { renderApp, SCREEN_WAIT } from '../../../test/render-app';
import { operatorState } from './operator-fakes';

export async function openBackOffice(route: string) {
  const user = userEvent.setup();
  renderApp({ route, preloadedState: operatorState() });
  await screen.findByRole('heading', { name: tr.operator.title, level: 1 }, SCREEN_WAIT);
  return user;
}
