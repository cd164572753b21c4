import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CopyState } from '../../../contract/traders';
import { tr } from '../../i18n/tr-signed-in';
import type { FakeApi } from '../../test/fake-api';
import { renderApp, SCREEN_WAIT } from '../../test/render-app';
import { fakeTradersApi, makeTrader, REFUSALS, tradersState } from './test/trader-fakes';

const texts = tr.traders.dialog;
let fake: FakeApi;
afterEach(() => fake.restore());

const followingCopy = (overrides: Partial<CopyState> = {}): CopyState => ({
  size: 1000,
  copyStopLossPct: 30,
  status: 'active',
  accountId: 'a1',
  equity: 1000,
  realizedProfit: 0,
  floatingProfit: 0,
  openPositions: 1,
  ...overrides,
});

async function openDialog(button: 'Takip Et' | 'Takip Ediliyor') {
  const user = userEvent.setup();
  const view = renderApp({ route: '/trader/t1', preloadedState: tradersState() });
  await user.click(await screen.findByRole('button', { name: button }, SCREEN_WAIT));
  const dialog = await screen.findByRole('dialog');
  const size = within(dialog).getByRole('textbox', { name: texts.size });
  const stopLoss = within(dialog).getByRole('textbox', { name: texts.stopLoss });
  return { user, dialog, size, stopLoss, ...view };
}

describe('the follow dialog, new mode', () => {
  it('sends the size and the stop-loss as numbers, then shows Takip Ediliyor and the new follow count', async () => {
    fake = fakeTradersApi();
    const { user, dialog, size, stopLoss, store } = await openDialog('Takip Et');
    expect(stopLoss).toHaveValue('40');
    await user.type(size, '1000');
    expect(within(dialog).getByTestId('copy-stop-loss-usd')).toHaveTextContent(texts.stopLossMoney('400.00'));
    await user.clear(stopLoss);
    await user.type(stopLoss, '25');
    expect(within(dialog).getByTestId('copy-stop-loss-usd')).toHaveTextContent(texts.stopLossMoney('250.00'));
    await user.click(within(dialog).getByRole('button', { name: texts.follow }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.callsTo('POST /api/traders/follow').map((call) => call.body)).toEqual([
      { id: 't1', size: 1000, copyStopLossPct: 25, mode: 'proportional' },
    ]);
    expect(await screen.findByText(texts.followed)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Takip Ediliyor' })).toBeInTheDocument();
    expect(screen.getByTestId('follow-count')).toHaveTextContent('13 takipçi');
    expect(store.getState().traders.followed.t1).toEqual({ traderId: 't1', size: 1000, name: 'Ayşe Yılmaz' });
  });

  it.each([
    ['', texts.sizeRequired],
    ['99.99', texts.sizeTooSmall('100.00')],
    ['5000.01', texts.sizeTooLarge('5000.00')],
    ['bin', texts.sizeNotNumber],
    ['-200', texts.sizeNegative],
    ['1e3', texts.sizeNotNumber],
  ])('refuses the size %j under the field and sends nothing', async (typed, message) => {
    fake = fakeTradersApi();
    const { user, dialog, size } = await openDialog('Takip Et');
    if (typed) await user.type(size, typed);
    await user.click(within(dialog).getByRole('button', { name: texts.follow }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(size).toHaveAttribute('aria-invalid', 'true');
    expect(fake.callsTo('POST /api/traders/follow')).toHaveLength(0);
  });

  it.each(['4', '96', '40.5', ''])('refuses the stop-loss %j and sends nothing', async (typed) => {
    fake = fakeTradersApi();
    const { user, dialog, size, stopLoss } = await openDialog('Takip Et');
    await user.type(size, '500');
    await user.clear(stopLoss);
    if (typed) await user.type(stopLoss, typed);
    await user.click(within(dialog).getByRole('button', { name: texts.follow }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(texts.stopLossInvalid(5, 95));
    expect(fake.callsTo('POST /api/traders/follow')).toHaveLength(0);
  });

  it("keeps the dialog open with the server's refusal", async () => {
    fake = fakeTradersApi();
    fake.on('POST /api/traders/follow', { status: 422, body: { status: false, message: REFUSALS.size } });
    const { user, dialog, size } = await openDialog('Takip Et');
    await user.type(size, '150');
    await user.click(within(dialog).getByRole('button', { name: texts.follow }));
    expect(await screen.findByText(REFUSALS.size)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(size).toHaveValue('150');
  });
});

describe('the follow dialog, edit mode', () => {
  it('starts from the copy and saves a new size', async () => {
    fake = fakeTradersApi({ traders: [makeTrader({ isFollow: true, copy: followingCopy() })] });
    const { user, dialog, size, stopLoss } = await openDialog('Takip Ediliyor');
    expect(size).toHaveValue('1000.00');
    expect(stopLoss).toHaveValue('30');
    await user.clear(size);
    await user.type(size, '2500.5');
    await user.click(within(dialog).getByRole('button', { name: texts.save }));
    expect(await screen.findByText(texts.saved)).toBeInTheDocument();
    expect(fake.callsTo('POST /api/traders/follow')[0].body).toEqual({
      id: 't1',
      size: 2500.5,
      copyStopLossPct: 30,
      mode: 'proportional',
    });
  });

  it('pauses a running copy and resumes it', async () => {
    fake = fakeTradersApi({ traders: [makeTrader({ isFollow: true, copy: followingCopy() })] });
    const { user, dialog } = await openDialog('Takip Ediliyor');
    await user.click(within(dialog).getByRole('button', { name: texts.pause }));
    expect(await screen.findByText(texts.paused)).toBeInTheDocument();
    expect(fake.callsTo('POST /api/traders/pause/t1')).toHaveLength(1);
    await user.click(await within(dialog).findByRole('button', { name: texts.resume }));
    expect(await screen.findByText(texts.resumed)).toBeInTheDocument();
    expect(fake.callsTo('POST /api/traders/resume/t1')).toHaveLength(1);
  });

  it('unfollows only after the warning that the copied positions will be closed', async () => {
    fake = fakeTradersApi({
      traders: [makeTrader({ isFollow: true, followCount: 5, copy: followingCopy() })],
    });
    const { user, dialog, store } = await openDialog('Takip Ediliyor');
    await user.click(within(dialog).getByRole('button', { name: texts.unfollow }));
    expect(await screen.findByText(texts.unfollowWarning)).toBeInTheDocument();
    expect(fake.callsTo('POST /api/traders/unfollow/t1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: texts.unfollowConfirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.callsTo('POST /api/traders/unfollow/t1')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Takip Et' })).toBeInTheDocument();
    expect(screen.getByTestId('follow-count')).toHaveTextContent('4 takipçi');
    expect(store.getState().traders.followed).toEqual({});
  });

  it('goes back from the warning without unfollowing', async () => {
    fake = fakeTradersApi({ traders: [makeTrader({ isFollow: true, copy: followingCopy() })] });
    const { user, dialog } = await openDialog('Takip Ediliyor');
    await user.click(within(dialog).getByRole('button', { name: texts.unfollow }));
    await user.click(await screen.findByRole('button', { name: texts.cancel }));
    expect(await screen.findByRole('textbox', { name: texts.size })).toBeInTheDocument();
    expect(fake.callsTo('POST /api/traders/unfollow/t1')).toHaveLength(0);
  });
});

describe('the account that pays', () => {
  it('names the account that pays, with its free margin', async () => {
    fake = fakeTradersApi();
    const { dialog } = await openDialog('Takip Et');
    expect(await within(dialog).findByTestId('paying-account')).toHaveTextContent(
      'Ödeyen hesap: Demo Hesap · Serbest teminat: 5000.00 USD · sanal bakiye',
    );
  });
});
