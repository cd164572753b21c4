// Only operators see the back office: a customer who opens /operator lands on /, an operator sees
// it, an operator opening / lands on /operator, and only operators get the sidebar's link to it.
import { screen, waitFor, within } from '@testing-library/react';
import { tr } from '../../i18n/tr-signed-in';
import { demoProfile } from '../../test/fixtures';
import { ok } from '../../test/money-fakes';
import { currentPath, renderApp, SCREEN_WAIT } from '../../test/render-app';
import { customerState, fakeOperatorApi, operatorState, type OperatorFake } from './test/operator-fakes';

// The first screen of a file waits for its lazily compiled chunks on a busy machine.
jest.setTimeout(30_000);

let fake: OperatorFake;
afterEach(() => fake.restore());

/** The sidebar is a closed drawer (aria-hidden) at jsdom's width, so its link is found by its text. */
const sidebarLink = () =>
  within(screen.getByTestId('sidebar')).queryByText(tr.operator.navLink)?.closest('a') ?? null;

const backOfficeHeading = () =>
  screen.findByRole('heading', { name: tr.operator.title, level: 1 }, SCREEN_WAIT);

it('sends a customer who opens /operator to / without calling the operator API', async () => {
  fake = fakeOperatorApi();
  fake.on('GET /api/users/profile', ok(demoProfile()));
  renderApp({ route: '/operator/customers', preloadedState: customerState() });
  await waitFor(() => expect(currentPath()).toBe('/'), SCREEN_WAIT);
  expect(screen.queryByRole('heading', { name: tr.operator.title })).not.toBeInTheDocument();
  expect(fake.calls.filter((call) => call.path.startsWith('/api/operator'))).toEqual([]);
  expect(screen.getByTestId('sidebar')).toHaveTextContent(tr.nav.robots);
  expect(sidebarLink()).toBeNull();
});

it('shows the back office to an operator, with the sections and the sidebar link', async () => {
  fake = fakeOperatorApi();
  renderApp({ route: '/operator', preloadedState: operatorState() });
  expect(await backOfficeHeading()).toBeInTheDocument();
  const sections = screen.getByRole('navigation', { name: tr.operator.sectionsLabel });
  expect(sections).toHaveTextContent(tr.operator.sections.customers);
  expect(sidebarLink()).toHaveAttribute('href', '/operator');
  expect(currentPath()).toBe('/operator');
});

it("shows the back office under its own header, without the operator's trading figures", async () => {
  fake = fakeOperatorApi();
  renderApp({ route: '/operator/audit', preloadedState: operatorState() });
  expect(await backOfficeHeading()).toBeInTheDocument();
  expect(screen.getByTestId('operator-header')).toHaveTextContent(tr.operator.title);
  expect(screen.queryByTestId('desktop-header')).not.toBeInTheDocument();
  expect(screen.queryByTestId('mobile-header')).not.toBeInTheDocument();
  for (const figure of ['Bakiye', 'Serbest Teminat', 'Toplam Kazanç'])
    expect(screen.queryByText(figure)).not.toBeInTheDocument();
});

it('lands an operator who opens / on /operator', async () => {
  fake = fakeOperatorApi();
  renderApp({ route: '/', preloadedState: operatorState() });
  expect(await backOfficeHeading()).toBeInTheDocument();
  expect(currentPath()).toBe('/operator');
});
