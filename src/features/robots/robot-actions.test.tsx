import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tr } from '../../i18n/tr-signed-in';
import type { FakeApi } from '../../test/fake-api';
import { refusal } from '../../test/money-fakes';
import { renderApp, SCREEN_WAIT } from '../../test/render-app';
import { fakeRobotsApi, goldRobot, makeRobot, REFUSALS, robotsState } from './test/robot-fakes';

const texts = tr.robots;
const BTC = 'BTC Trend Takipçisi';
let fake: FakeApi;
afterEach(() => fake.restore());

async function openRobots() {
  const user = userEvent.setup();
  renderApp({ route: '/robots', preloadedState: robotsState() });
  await screen.findByRole('heading', { name: tr.shell.pages.robots, level: 1 }, SCREEN_WAIT);
  return user;
}

const card = (name = BTC) => screen.findByRole('article', { name });
const sizeInput = () => within(screen.getByRole('dialog')).getByLabelText(texts.sizeLabel);

async function openAddDialog(user: ReturnType<typeof userEvent.setup>, name = BTC) {
  await user.click(within(await card(name)).getByRole('button', { name: texts.add }));
  return screen.getByRole('dialog', { name: texts.addTitle(name) });
}

describe('adding a robot', () => {
  it('adds it with the size as a number of lots and shows it running', async () => {
    fake = fakeRobotsApi();
    const user = await openRobots();
    const dialog = await openAddDialog(user);
    // Starts at the minimum; minus is disabled there, plus adds the minimum.
    expect(sizeInput()).toHaveValue('0.01');
    expect(within(dialog).getByRole('button', { name: texts.decrease })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: texts.increase }));
    expect(sizeInput()).toHaveValue('0.02');
    expect(dialog).toHaveTextContent(texts.sizeHint('BTCUSD', '0.01', '5.00'));
    await user.click(within(dialog).getByRole('button', { name: texts.addConfirm }));

    expect(await screen.findByText(texts.added)).toBeInTheDocument();
    expect(fake.callsTo('POST /api/robots/add')[0].body).toEqual({
      robotId: 'btc-trend',
      positionSize: 0.02,
    });
    await waitFor(() =>
      expect(screen.getByTestId('robot-status-btc-trend')).toHaveTextContent(texts.status.running),
    );
    expect(screen.getByTestId('robot-size-btc-trend')).toHaveTextContent('0.02 Lot');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('steps by the symbol minimum and clamps a typed size on blur, with 2 decimals', async () => {
    fake = fakeRobotsApi();
    const user = await openRobots();
    const dialog = await openAddDialog(user, 'Altın Ortalamaya Dönüş');
    expect(sizeInput()).toHaveValue('0.10');
    await user.click(within(dialog).getByRole('button', { name: texts.increase }));
    expect(sizeInput()).toHaveValue('0.20');
    await user.clear(sizeInput());
    await user.type(sizeInput(), '25');
    await user.tab();
    expect(sizeInput()).toHaveValue('10.00');
    expect(within(dialog).getByRole('button', { name: texts.increase })).toBeDisabled();
    await user.clear(sizeInput());
    await user.type(sizeInput(), '0.05');
    await user.tab();
    expect(sizeInput()).toHaveValue('0.10');
  });

  it.each([
    ['0', texts.sizeBelowMin('0.01')],
    ['', texts.sizeEmpty],
    ['abc', texts.sizeEmpty],
    ['9', texts.sizeAboveMax('5.00')],
  ])('refuses %p before any call with a Turkish message', async (typed, message) => {
    fake = fakeRobotsApi();
    const user = await openRobots();
    await openAddDialog(user);
    await user.clear(sizeInput());
    if (typed) await user.type(sizeInput(), typed);
    // Enter sends without leaving the field, so no clamp on blur helps.
    await user.keyboard('{Enter}');
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(message);
    expect(sizeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(fake.callsTo('POST /api/robots/add')).toHaveLength(0);
  });

  it('takes no minus sign or letters: only digits and one dot', async () => {
    fake = fakeRobotsApi();
    const user = await openRobots();
    await openAddDialog(user);
    await user.clear(sizeInput());
    await user.type(sizeInput(), '-1a.5.');
    expect(sizeInput()).toHaveValue('1.5');
  });

  it('refuses a size off the 0.01 step where the symbol allows a third decimal to be typed', async () => {
    fake = fakeRobotsApi({ robots: [makeRobot({ maxLots: 100 })] });
    const user = await openRobots();
    await openAddDialog(user);
    await user.clear(sizeInput());
    await user.type(sizeInput(), '1.005');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.sizeOffStep);
    expect(fake.callsTo('POST /api/robots/add')).toHaveLength(0);
  });

  it("shows the server's refusal of a robot added twice and keeps the dialog open", async () => {
    fake = fakeRobotsApi().on('POST /api/robots/add', refusal(409, REFUSALS.twice));
    const user = await openRobots();
    const dialog = await openAddDialog(user);
    await user.click(within(dialog).getByRole('button', { name: texts.addConfirm }));
    expect(await screen.findByText(REFUSALS.twice)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: texts.addTitle(BTC) })).toBeInTheDocument();
  });

  it('sends once when the add button is clicked twice quickly', async () => {
    fake = fakeRobotsApi();
    const user = await openRobots();
    const dialog = await openAddDialog(user);
    const send = within(dialog).getByRole('button', { name: texts.addConfirm });
    await Promise.all([user.click(send), user.click(send)]);
    await screen.findByText(texts.added);
    expect(fake.callsTo('POST /api/robots/add')).toHaveLength(1);
  });
});

describe('an added robot', () => {
  const added = () => [makeRobot({ positionSize: 1, active: true }), goldRobot()];

  it('edits the size', async () => {
    fake = fakeRobotsApi({ robots: added() });
    const user = await openRobots();
    await user.click(within(await card()).getByRole('button', { name: texts.edit }));
    expect(screen.getByRole('dialog', { name: texts.editTitle(BTC) })).toBeInTheDocument();
    expect(sizeInput()).toHaveValue('1.00');
    await user.clear(sizeInput());
    await user.type(sizeInput(), '2.5');
    await user.tab();
    expect(sizeInput()).toHaveValue('2.50');
    await user.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText(texts.saved)).toBeInTheDocument();
    expect(fake.callsTo('PUT /api/robots/edit')[0].body).toEqual({ robotId: 'btc-trend', positionSize: 2.5 });
    await waitFor(() => expect(screen.getByTestId('robot-size-btc-trend')).toHaveTextContent('2.50 Lot'));
  });

  it('pauses and resumes it, keeping its size', async () => {
    fake = fakeRobotsApi({ robots: added() });
    const user = await openRobots();
    await user.click(within(await card()).getByRole('button', { name: texts.pause }));
    expect(await screen.findByText(texts.paused)).toBeInTheDocument();
    expect(fake.callsTo('PUT /api/robots/edit')[0].body).toEqual({
      robotId: 'btc-trend',
      positionSize: 1,
      active: false,
    });
    await waitFor(() =>
      expect(screen.getByTestId('robot-status-btc-trend')).toHaveTextContent(texts.status.customer),
    );
    await user.click(within(await card()).getByRole('button', { name: texts.resume }));
    expect(await screen.findByText(texts.resumed)).toBeInTheDocument();
    expect(fake.callsTo('PUT /api/robots/edit')[1].body).toMatchObject({ active: true });
    await waitFor(() =>
      expect(screen.getByTestId('robot-status-btc-trend')).toHaveTextContent(texts.status.running),
    );
  });

  it('deletes it after a confirmation that says its open positions stay open', async () => {
    fake = fakeRobotsApi({ robots: added() });
    const user = await openRobots();
    await user.click(within(await card()).getByRole('button', { name: texts.delete }));
    let dialog = screen.getByRole('dialog', { name: texts.deleteTitle });
    expect(dialog).toHaveTextContent(texts.deleteText(BTC));
    expect(dialog).toHaveTextContent('Açtığı pozisyonlar kapanmaz');
    await user.click(within(dialog).getByRole('button', { name: texts.cancel }));
    expect(fake.callsTo('DELETE /api/robots/delete')).toHaveLength(0);

    await user.click(within(await card()).getByRole('button', { name: texts.delete }));
    dialog = screen.getByRole('dialog', { name: texts.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: texts.deleteConfirm }));
    expect(await screen.findByText(texts.deleted)).toBeInTheDocument();
    expect(fake.callsTo('DELETE /api/robots/delete')[0].body).toEqual({ robotId: 'btc-trend' });
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: BTC })).getByRole('button', { name: texts.add }),
      ).toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of deleting a robot not added (another tab deleted it)", async () => {
    fake = fakeRobotsApi({ robots: added() }).on(
      'DELETE /api/robots/delete',
      refusal(404, REFUSALS.notAdded),
    );
    const user = await openRobots();
    await user.click(within(await card()).getByRole('button', { name: texts.delete }));
    await user.click(screen.getByRole('button', { name: texts.deleteConfirm }));
    expect(await screen.findByText(REFUSALS.notAdded)).toBeInTheDocument();
  });

  it("shows the server's refusal of a size outside the symbol's bounds", async () => {
    fake = fakeRobotsApi({ robots: added() }).on('PUT /api/robots/edit', refusal(422, REFUSALS.bounds));
    const user = await openRobots();
    await user.click(within(await card()).getByRole('button', { name: texts.edit }));
    await user.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByText(REFUSALS.bounds)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: texts.editTitle(BTC) })).toBeInTheDocument();
  });
});

describe('the account that pays', () => {
  it('names the account that pays, with its free margin', async () => {
    fake = fakeRobotsApi();
    const user = await openRobots();
    const dialog = await openAddDialog(user);
    const paying = await within(dialog).findByTestId('paying-account');
    expect(paying).toHaveTextContent(
      'Ödeyen hesap: Demo Hesap · Serbest teminat: 10000.00 USD · sanal bakiye',
    );
  });
});
