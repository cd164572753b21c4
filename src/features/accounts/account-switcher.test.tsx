import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tr } from '../../i18n/tr-signed-in';
import type { FakeApi } from '../../test/fake-api';
import { renderApp, SCREEN_WAIT } from '../../test/render-app';
import { fakeMoneyApi, makeAccounts, moneyState, ok, refusal } from '../../test/money-fakes';

const texts = tr.accounts;
let fake: FakeApi;
afterEach(() => fake.restore());

/** The accounts answer follows the last switch, as the server's does. */
function fakeSwitchingServer(start: 'real' | 'practice') {
  let active = start;
  fake = fakeMoneyApi({ active })
    .on('GET /api/users/accounts', () => ok(makeAccounts(active)))
    .on('PUT /api/users/accounts/active', (call) => {
      active = (call.body as { id: string }).id === 'acc-real' ? 'real' : 'practice';
      return ok(null);
    });
  return fake;
}

async function openDashboard() {
  const user = userEvent.setup();
  renderApp({ route: '/wallet', preloadedState: moneyState() });
  const header = await screen.findByTestId('desktop-header', {}, SCREEN_WAIT);
  const group = await within(header).findByRole('group', { name: texts.label });
  return { user, group };
}

describe('the account switcher in the desktop header', () => {
  it("shows the active account pressed and switches, reloading the profile and the account's data", async () => {
    fakeSwitchingServer('practice');
    const { user, group } = await openDashboard();
    const practice = within(group).getByRole('button', { name: texts.kinds.practice });
    const real = within(group).getByRole('button', { name: texts.kinds.real });
    expect(practice).toHaveAttribute('aria-pressed', 'true');
    expect(real).toHaveAttribute('aria-pressed', 'false');
    const profileLoads = fake.callsTo('GET /api/users/profile').length;
    const transactionLoads = fake.callsTo('GET /api/trans/all').length;

    await user.click(real);
    await waitFor(() => expect(real).toHaveAttribute('aria-pressed', 'true'));
    expect(fake.callsTo('PUT /api/users/accounts/active')[0].body).toEqual({ id: 'acc-real' });
    expect(practice).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText(texts.switched(texts.kinds.real))).toBeInTheDocument();
    // The switch invalidated the account-bound caches: the header figures and the lists reload.
    await waitFor(() => expect(fake.callsTo('GET /api/users/profile').length).toBeGreaterThan(profileLoads));
    await waitFor(() => expect(fake.callsTo('GET /api/trans/all').length).toBeGreaterThan(transactionLoads));
  });

  it('does nothing when the active account is pressed again', async () => {
    fakeSwitchingServer('real');
    const { user, group } = await openDashboard();
    await user.click(within(group).getByRole('button', { name: texts.kinds.real }));
    expect(fake.callsTo('PUT /api/users/accounts/active')).toHaveLength(0);
  });

  it("shows the server's refusal and keeps the account", async () => {
    fake = fakeMoneyApi({ active: 'practice' }).on(
      'PUT /api/users/accounts/active',
      refusal(409, 'Hesap değiştirilemedi.'),
    );
    const { user, group } = await openDashboard();
    await user.click(within(group).getByRole('button', { name: texts.kinds.real }));
    expect(await screen.findByText('Hesap değiştirilemedi.')).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: texts.kinds.practice })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('the account modal', () => {
  async function openModal(start: 'real' | 'practice') {
    fakeSwitchingServer(start).on('POST /api/users/accounts/practice/reset', ok(null));
    const { user } = await openDashboard();
    await user.click(
      within(screen.getByTestId('desktop-header')).getByRole('button', { name: tr.layout.account }),
    );
    const dialog = await screen.findByRole('dialog', { name: tr.nav.menu });
    return { user, dialog };
  }

  it('switches accounts too, and offers the reset on practice only', async () => {
    const { user, dialog } = await openModal('real');
    const panel = within(dialog).getByRole('group', { name: texts.label });
    expect(within(panel).getByRole('button', { name: texts.kinds.real })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).queryByRole('button', { name: texts.reset })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: texts.kinds.practice }));
    expect(await within(dialog).findByRole('button', { name: texts.reset })).toBeInTheDocument();
    expect(fake.callsTo('PUT /api/users/accounts/active')[0].body).toEqual({ id: 'acc-practice' });
  });

  it("resets the practice account after confirmation ('Demo Hesabı Sıfırla')", async () => {
    const { user, dialog } = await openModal('practice');
    await user.click(within(dialog).getByRole('button', { name: texts.reset }));
    const confirm = within(dialog).getByRole('group', { name: texts.resetTitle });
    expect(confirm).toHaveTextContent(texts.resetText);
    await user.click(within(confirm).getByRole('button', { name: texts.keep }));
    expect(fake.callsTo('POST /api/users/accounts/practice/reset')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: texts.reset }));
    await user.click(within(dialog).getByRole('button', { name: texts.resetConfirm }));
    expect(await screen.findByText(texts.resetDone)).toBeInTheDocument();
    expect(fake.callsTo('POST /api/users/accounts/practice/reset')).toHaveLength(1);
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: texts.resetConfirm })).not.toBeInTheDocument(),
    );
  });

  it('without the accounts, the header has no switcher and the modal says why', async () => {
    fake = fakeMoneyApi().on('GET /api/users/accounts', refusal(500, 'Hata'));
    const user = userEvent.setup();
    renderApp({ route: '/wallet', preloadedState: moneyState() });
    const header = await screen.findByTestId('desktop-header', {}, SCREEN_WAIT);
    await user.click(within(header).getByRole('button', { name: tr.layout.account }));
    const dialog = await screen.findByRole('dialog', { name: tr.nav.menu });
    expect(await within(dialog).findByText(texts.loadFailed)).toBeInTheDocument();
    expect(within(header).queryByRole('group', { name: texts.label })).not.toBeInTheDocument();
    expect(within(header).queryByRole('alert')).not.toBeInTheDocument();
  });
});
