// /alerts: a new alert is sent as the server pins it, the server's refusal (the limit of 50) shows
// in Turkish, Sil deletes, a live `alert` message refreshes the list and rings the chime unless the
// sound is off in the settings; the order ticket's page offers the same form for its symbol.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PriceAlert } from '../../../contract/alerts';
import type { RootState } from '../../app/store';
import { tr } from '../../i18n/tr-signed-in';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { FakeWebSocket } from '../../test/fake-socket';
import { goldSymbol } from '../../test/fixtures';
import { renderApp, SCREEN_WAIT } from '../../test/render-app';
import { signedInState } from '../../test/render-with-providers';
import { playAlertChime } from './alert-chime';
import { levelOf, requestOf } from './alert-rules';

jest.mock('./alert-chime', () => ({ playAlertChime: jest.fn() }));
// Lazy pages, several fake calls and a busy machine.
jest.setTimeout(30_000);

const texts = tr.alerts;
const LIMIT_TEXT = 'En fazla 50 etkin fiyat alarmınız olabilir. Yeni bir alarm için önce birini siliniz.';

const goldAlert = (overrides: Partial<PriceAlert> = {}): PriceAlert => ({
  id: 'a1',
  symbol: 'XAUUSD',
  side: 'bid',
  condition: 'above',
  price: 3000,
  note: null,
  active: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  triggeredAt: null,
  triggeredPrice: null,
  ...overrides,
});

let fake: FakeApi;
let stored: PriceAlert[];
beforeEach(() => {
  jest.mocked(playAlertChime).mockClear();
  stored = [goldAlert()];
  fake = installFakeApi()
    .on('GET /api/margin/infos', { body: { status: true, data: [goldSymbol()] } })
    .on('GET /api/alerts', () => ({ body: { status: true, data: stored } }))
    .on('POST /api/alerts', {
      status: 201,
      body: { status: true, message: texts.created, data: goldAlert() },
    })
    .on('DELETE /api/alerts/a1', () => {
      stored = [];
      return { body: { status: true, message: texts.removed } };
    });
});
afterEach(() => fake.restore());

async function openAlerts(state: Partial<RootState> = signedInState()) {
  const user = userEvent.setup();
  const view = renderApp({ route: '/alerts', preloadedState: state });
  await screen.findByRole('form', { name: texts.formTitle }, SCREEN_WAIT);
  // The page settles once its list has loaded; the form is taken after that, so a test never types
  // into a form the first render replaced (seen once on a busy machine: the typed level was lost).
  await waitFor(
    () => expect(screen.queryByTestId('alert-a1') ?? screen.queryByText(texts.empty)).not.toBeNull(),
    SCREEN_WAIT,
  );
  const form = screen.getByRole('form', { name: texts.formTitle });
  return { user, view, form };
}

function sendLive(message: object) {
  const socket = FakeWebSocket.latest();
  if (!socket) throw new Error('no socket opened');
  act(() => {
    socket.serverOpen();
    socket.serverSend(message);
  });
}

describe('/alerts', () => {
  it('lists the alerts and sends a new one as the server pins it', async () => {
    const { user, form } = await openAlerts();
    expect(await screen.findByTestId('alert-a1')).toHaveTextContent('XAUUSD');
    expect(screen.getByTestId('alert-a1')).toHaveTextContent(texts.active);

    await user.selectOptions(within(form).getByLabelText(texts.side), 'ask');
    await user.selectOptions(within(form).getByLabelText(texts.condition), 'below');
    const level = within(form).getByLabelText(texts.price);
    await user.clear(level);
    await user.type(level, '2500,5');
    await user.type(within(form).getByLabelText(texts.note), ' destek ');
    await user.click(within(form).getByRole('button', { name: texts.create }));

    expect(await screen.findByText(texts.created)).toBeInTheDocument();
    expect(fake.callsTo('POST /api/alerts')[0]?.body).toEqual({
      symbol: 'XAUUSD',
      side: 'ask',
      condition: 'below',
      price: 2500.5,
      note: 'destek',
    });
  });

  it('shows the server’s refusal past 50 active alerts, and refuses a level that is not a price', async () => {
    fake.on('POST /api/alerts', { status: 422, body: { status: false, message: LIMIT_TEXT } });
    const { user, form } = await openAlerts();
    const level = within(form).getByLabelText(texts.price);
    await user.clear(level);
    await user.type(level, '0');
    await user.click(within(form).getByRole('button', { name: texts.create }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(texts.priceRequired);
    expect(fake.callsTo('POST /api/alerts')).toHaveLength(0);

    await user.clear(level);
    await user.type(level, '3100');
    await user.click(within(form).getByRole('button', { name: texts.create }));
    expect(await screen.findByText(LIMIT_TEXT)).toBeInTheDocument();
  });

  it('deletes an alert with Sil', async () => {
    const { user } = await openAlerts();
    const row = await screen.findByTestId('alert-a1');
    await user.click(within(row).getByRole('button', { name: texts.removeLabel('XAUUSD', '3000') }));
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    expect(fake.callsTo('DELETE /api/alerts/a1')).toHaveLength(1);
  });

  it('shows a fired alert when the socket says so, and rings once', async () => {
    await openAlerts();
    await screen.findByTestId('alert-a1');
    stored = [goldAlert({ active: false, triggeredAt: '2026-11-20T11:00:00.000Z', triggeredPrice: 3000.5 })];
    sendLive({ type: 'alert', event: 'triggered', id: 'a1', symbol: 'XAUUSD' });
    await waitFor(() => expect(screen.getByTestId('alert-a1')).toHaveTextContent('3000.5'));
    expect(playAlertChime).toHaveBeenCalledTimes(1);
  });

  it('stays silent when the sound is off in the settings', async () => {
    const state = {
      ...signedInState(),
      ui: { theme: 'dark', scale: 1, chart: {}, oneClickTrading: false, alertSound: false },
    } as Partial<RootState>;
    await openAlerts(state);
    await screen.findByTestId('alert-a1');
    stored = [goldAlert({ active: false, triggeredAt: '2026-11-20T11:00:00.000Z', triggeredPrice: 3000.5 })];
    sendLive({ type: 'alert', event: 'triggered', id: 'a1', symbol: 'XAUUSD' });
    await waitFor(() => expect(screen.getByTestId('alert-a1')).toHaveTextContent('3000.5'));
    expect(playAlertChime).not.toHaveBeenCalled();
  });
});

describe('the sound switch in /Settings', () => {
  it('turns the chime off and on', async () => {
    const user = userEvent.setup();
    const { store } = renderApp({ route: '/Settings', preloadedState: signedInState() });
    const toggle = await screen.findByRole('switch', { name: texts.sound }, SCREEN_WAIT);
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(store.getState().ui.alertSound).toBe(false);
    await user.click(toggle);
    expect(store.getState().ui.alertSound).toBe(true);
  });
});

describe('the order ticket’s page', () => {
  it('offers an alert on its symbol', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/order/XAUUSD', preloadedState: signedInState() });
    const form = await screen.findByRole('form', { name: texts.ticketTitle }, SCREEN_WAIT);
    expect(within(form).queryByLabelText(texts.symbol)).not.toBeInTheDocument();
    const level = within(form).getByLabelText(texts.price);
    // The level starts at the live bid once it is known; typing replaces it.
    await waitFor(() => expect(level).not.toHaveValue(''));
    await user.clear(level);
    await user.type(level, '3050');
    await user.click(within(form).getByRole('button', { name: texts.create }));
    await waitFor(() => expect(fake.callsTo('POST /api/alerts')).toHaveLength(1));
    expect(fake.callsTo('POST /api/alerts')[0]?.body).toEqual({
      symbol: 'XAUUSD',
      side: 'bid',
      condition: 'above',
      price: 3050,
    });
  });
});

describe('the form’s rules', () => {
  it.each([
    ['3000', 3000],
    ['3000,25', 3000.25],
    [' 1.0842 ', 1.0842],
    ['0', null],
    ['-5', null],
    ['abc', null],
    ['', null],
  ])('reads %j as %p', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it('leaves an empty note out', () => {
    expect(requestOf({ symbol: 'XAUUSD', side: 'bid', condition: 'above', price: '1', note: '  ' })).toEqual({
      symbol: 'XAUUSD',
      side: 'bid',
      condition: 'above',
      price: 1,
    });
  });
});
