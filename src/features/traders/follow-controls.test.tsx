// The follow dialog's copy risk controls on the rendered screen: each control explains in Turkish
// what it will do with the figure typed, the choices reach POST /api/traders/follow as the pinned
// fields, bad figures show their message under the field and send nothing, and edit mode starts
// from the copy's own settings.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CopyState, FollowSettings } from '../../../contract/traders';
import { tr } from '../../i18n/tr-signed-in';
import type { FakeApi } from '../../test/fake-api';
import { renderApp, SCREEN_WAIT } from '../../test/render-app';
import { fakeTradersApi, makeTrader, tradersState } from './test/trader-fakes';

const texts = tr.traders.dialog;
const controls = texts.controls;
let fake: FakeApi;
afterEach(() => fake.restore());

async function openDialog(button: 'Takip Et' | 'Takip Ediliyor') {
  const user = userEvent.setup();
  renderApp({ route: '/trader/t1', preloadedState: tradersState() });
  await user.click(await screen.findByRole('button', { name: button }, SCREEN_WAIT));
  const dialog = await screen.findByRole('dialog');
  const field = (name: string) => within(dialog).getByRole('textbox', { name });
  const hint = (testId: string) => within(dialog).getByTestId(testId);
  return { user, dialog, field, hint };
}

it('explains each control with its figure and sends the choices as the pinned fields', async () => {
  fake = fakeTradersApi();
  const { user, dialog, field, hint } = await openDialog('Takip Et');
  await user.type(field(texts.size), '1000');
  expect(hint('copy-mode-explain')).toHaveTextContent(controls.proportionalExplain('1000.00'));
  expect(hint('copy-max-lots-explain')).toHaveTextContent(controls.noLimit);
  expect(hint('copy-open-explain')).toHaveTextContent(controls.copyOpenOff);

  await user.click(within(dialog).getByRole('radio', { name: controls.fixed }));
  await user.type(field(controls.fixedLots), '0.2');
  expect(hint('copy-mode-explain')).toHaveTextContent(controls.fixedExplain('0.20'));
  await user.type(field(controls.maxLotsPerTrade), '0.5');
  expect(hint('copy-max-lots-explain')).toHaveTextContent('Her işlem en fazla 0.50 lot');
  await user.type(field(controls.maxOpenTrades), '3');
  expect(hint('copy-max-open-explain')).toHaveTextContent(controls.maxOpenExplain(3));
  await user.click(within(dialog).getByRole('checkbox', { name: controls.copyOpenTrades }));
  expect(hint('copy-open-explain')).toHaveTextContent(controls.copyOpenExplain);

  await user.click(within(dialog).getByRole('button', { name: texts.follow }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(fake.callsTo('POST /api/traders/follow').map((call) => call.body)).toEqual([
    {
      id: 't1',
      size: 1000,
      copyStopLossPct: 40,
      mode: 'fixed',
      fixedLots: 0.2,
      maxLotsPerTrade: 0.5,
      maxOpenTrades: 3,
      copyOpenTrades: true,
    },
  ]);
});

it.each([
  ['fixed lots left empty', { fixed: '' }, controls.lotsRequired],
  ['fixed lots off the grid', { fixed: '0.015' }, controls.lotsInvalid(1000)],
  ['a zero per-trade cap', { maxLots: '0' }, controls.lotsInvalid(1000)],
  ['a zero open-trades cap', { maxOpen: '0' }, controls.maxOpenInvalid(100)],
  ['a fractional open-trades cap', { maxOpen: '1.5' }, controls.maxOpenInvalid(100)],
])('refuses %s under the field and sends nothing', async (_case, typed, message) => {
  fake = fakeTradersApi();
  const { user, dialog, field } = await openDialog('Takip Et');
  await user.type(field(texts.size), '500');
  if ('fixed' in typed) {
    await user.click(within(dialog).getByRole('radio', { name: controls.fixed }));
    if (typed.fixed) await user.type(field(controls.fixedLots), typed.fixed);
  }
  if ('maxLots' in typed) await user.type(field(controls.maxLotsPerTrade), typed.maxLots);
  if ('maxOpen' in typed) await user.type(field(controls.maxOpenTrades), typed.maxOpen);
  await user.click(within(dialog).getByRole('button', { name: texts.follow }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  expect(fake.callsTo('POST /api/traders/follow')).toHaveLength(0);
});

it('edit mode starts from the copy’s settings and explains them', async () => {
  const copy: CopyState = {
    size: 1000,
    copyStopLossPct: 30,
    status: 'active',
    accountId: 'a1',
    equity: 1000,
    realizedProfit: 0,
    floatingProfit: 0,
    openPositions: 1,
  };
  const follow: FollowSettings = {
    size: 1000,
    copyStopLossPct: 30,
    mode: 'fixed',
    fixedLots: 0.1,
    maxLotsPerTrade: 0.5,
    maxOpenTrades: 4,
  };
  fake = fakeTradersApi({ traders: [makeTrader({ isFollow: true, copy, follow })] });
  const { dialog, field, hint } = await openDialog('Takip Ediliyor');
  expect(within(dialog).getByRole('radio', { name: controls.fixed })).toBeChecked();
  expect(field(controls.fixedLots)).toHaveValue('0.10');
  expect(hint('copy-mode-explain')).toHaveTextContent(controls.fixedExplain('0.10'));
  expect(hint('copy-max-lots-explain')).toHaveTextContent(controls.maxLotsExplain('0.50'));
  expect(hint('copy-max-open-explain')).toHaveTextContent(controls.maxOpenExplain(4));
});
