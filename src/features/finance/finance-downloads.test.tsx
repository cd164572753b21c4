import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tr } from '../../i18n/tr-signed-in';
import type { FakeApi } from '../../test/fake-api';
import { moneyState, refusal } from '../../test/money-fakes';
import { currentPath, renderApp, SCREEN_WAIT } from '../../test/render-app';
import { setViewportWidth } from '../layout/test/viewport';
import { istanbulToday, shiftDays } from './istanbul-day';
import { spyOnDownloads, type DownloadSpy } from './test/download-spy';
import { fakeFinanceApi, heldReply } from './test/finance-fakes';

const texts = tr.finance;
const STATEMENT = 'GET /api/finance/statements/2026-11';
const CSV_TEXT = '\uFEFFAy,Açılış\r\n2026-11,10000.00\r\n';
let fake: FakeApi;
let downloads: DownloadSpy;
beforeEach(() => {
  downloads = spyOnDownloads();
});
afterEach(() => {
  fake.restore();
  downloads.restore();
});

async function openFinance() {
  setViewportWidth(1280);
  const user = userEvent.setup();
  renderApp({ route: '/Finance', preloadedState: moneyState() });
  await screen.findByTestId('months-table', {}, SCREEN_WAIT);
  return user;
}

const statementButton = (format: 'PDF' | 'CSV' | 'Excel CSV') =>
  screen.getByRole('button', { name: texts.months.download('Kasım 2026', format) });

describe('statement downloads', () => {
  it('fetches the month with the token and saves the answer as a file', async () => {
    fake = fakeFinanceApi().on(STATEMENT, { body: CSV_TEXT });
    const user = await openFinance();
    await user.click(statementButton('CSV'));

    expect(await screen.findByText(texts.downloaded('ekstre-2026-11.csv'))).toBeInTheDocument();
    const [call] = fake.callsTo(STATEMENT);
    expect(call.query.get('format')).toBe('csv');
    expect(call.headers.get('Authorization')).toBe('Bearer test-token');
    expect(downloads.saved).toHaveLength(1);
    expect(downloads.saved[0].fileName).toBe('ekstre-2026-11.csv');
    // The fake sends bodies as JSON text: the file holds exactly what the server sent.
    expect(JSON.parse(await downloads.saved[0].blob.text())).toBe(CSV_TEXT);
    await waitFor(() => expect(downloads.revoked).toEqual([downloads.saved[0].url]));
  });

  it('asks for the PDF of the month under its own name', async () => {
    fake = fakeFinanceApi().on(STATEMENT, { body: '%PDF-1.4' });
    const user = await openFinance();
    await user.click(statementButton('PDF'));
    await screen.findByText(texts.downloaded('ekstre-2026-11.pdf'));
    expect(fake.callsTo(STATEMENT)[0].query.get('format')).toBe('pdf');
    expect(downloads.saved.map((file) => file.fileName)).toEqual(['ekstre-2026-11.pdf']);
  });

  it('offers the CSV Turkish Excel opens into columns beside the standard one', async () => {
    fake = fakeFinanceApi().on(STATEMENT, { body: CSV_TEXT });
    const user = await openFinance();
    await user.click(statementButton('Excel CSV'));
    await screen.findByText(texts.downloaded('ekstre-2026-11-excel.csv'));
    const [call] = fake.callsTo(STATEMENT);
    expect([call.query.get('format'), call.query.get('dialect')]).toEqual(['csv', 'excel-tr']);
    expect(downloads.saved.map((file) => file.fileName)).toEqual(['ekstre-2026-11-excel.csv']);
  });

  it('is busy while the file comes, and the other format stays free', async () => {
    const held = heldReply({ body: CSV_TEXT });
    fake = fakeFinanceApi().on(STATEMENT, held.handler);
    const user = await openFinance();
    await user.click(statementButton('CSV'));
    await waitFor(() => expect(statementButton('CSV')).toHaveAttribute('aria-busy', 'true'));
    expect(statementButton('CSV')).toBeDisabled();
    expect(statementButton('PDF')).not.toBeDisabled();
    held.release();
    await waitFor(() => expect(statementButton('CSV')).not.toHaveAttribute('aria-busy'));
    expect(fake.callsTo(STATEMENT)).toHaveLength(1);
    expect(downloads.saved).toHaveLength(1);
  });

  it("shows the server's Turkish refusal and saves nothing", async () => {
    fake = fakeFinanceApi().on(STATEMENT, refusal(404, 'Bu ay için ekstre bulunamadı.'));
    const user = await openFinance();
    await user.click(statementButton('PDF'));
    expect(await screen.findByText('Bu ay için ekstre bulunamadı.')).toBeInTheDocument();
    expect(downloads.saved).toHaveLength(0);
    expect(statementButton('PDF')).not.toBeDisabled();
  });

  it('shows a Turkish error when the connection fails', async () => {
    fake = fakeFinanceApi().on(STATEMENT, 'network-error');
    const user = await openFinance();
    await user.click(statementButton('CSV'));
    expect(await screen.findByText(texts.downloadFailed)).toBeInTheDocument();
    expect(downloads.saved).toHaveLength(0);
  });

  it('ends the session on a 401, as every other call does', async () => {
    fake = fakeFinanceApi().on(STATEMENT, refusal(401, 'Oturum süresi doldu.'));
    const user = await openFinance();
    await user.click(statementButton('CSV'));
    await waitFor(() => expect(currentPath()).toBe('/sign-in'));
  });
});

describe('closed-trades export', () => {
  const EXPORT = 'GET /api/finance/closed-trades.csv';
  const exportForm = () => screen.getByRole('form', { name: texts.export.title });
  const field = (label: string) => within(exportForm()).getByLabelText(label);

  async function setDays(user: ReturnType<typeof userEvent.setup>, from: string, to: string) {
    await user.clear(field(texts.export.from));
    if (from) await user.type(field(texts.export.from), from);
    await user.clear(field(texts.export.to));
    if (to) await user.type(field(texts.export.to), to);
  }

  it.each([
    ['', '', [texts.export.fromRequired, texts.export.toRequired]],
    ['2026-11-01', '', [texts.export.toRequired]],
    ['', '2026-11-01', [texts.export.fromRequired]],
    ['2026-11-20', '2026-11-01', [texts.export.order]],
    ['2022-11-01', '2026-11-01', [texts.export.tooLong]],
    [shiftDays(istanbulToday(), 1), shiftDays(istanbulToday(), 2), [texts.export.fromFuture]],
  ])('refuses from %j to %j before asking the server', async (from, to, messages) => {
    fake = fakeFinanceApi();
    const user = await openFinance();
    await setDays(user, from, to);
    await user.click(within(exportForm()).getByRole('button', { name: texts.export.submit }));
    const alerts = await within(exportForm()).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(messages);
    expect(fake.callsTo(EXPORT)).toHaveLength(0);
  });

  it('clears the order message once the start moves back', async () => {
    fake = fakeFinanceApi();
    const user = await openFinance();
    await setDays(user, '2026-11-20', '2026-11-01');
    await user.click(within(exportForm()).getByRole('button', { name: texts.export.submit }));
    await within(exportForm()).findByText(texts.export.order);
    await user.clear(field(texts.export.from));
    await user.type(field(texts.export.from), '2026-10-01');
    await waitFor(() => expect(within(exportForm()).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('downloads the closed trades of the range with the token', async () => {
    fake = fakeFinanceApi().on(EXPORT, { body: CSV_TEXT });
    const user = await openFinance();
    await setDays(user, '2026-10-01', '2026-11-22');
    await user.click(within(exportForm()).getByRole('button', { name: texts.export.submit }));
    expect(
      await screen.findByText(texts.downloaded('kapanan-islemler-2026-10-01-2026-11-22.csv')),
    ).toBeInTheDocument();
    const [call] = fake.callsTo(EXPORT);
    expect([call.query.get('from'), call.query.get('to')]).toEqual(['2026-10-01', '2026-11-22']);
    expect(call.headers.get('Authorization')).toBe('Bearer test-token');
    expect(downloads.saved.map((file) => file.fileName)).toEqual([
      'kapanan-islemler-2026-10-01-2026-11-22.csv',
    ]);
  });

  it('downloads the closed trades for Turkish Excel when that dialect is chosen', async () => {
    fake = fakeFinanceApi().on(EXPORT, { body: CSV_TEXT });
    const user = await openFinance();
    await setDays(user, '2026-10-01', '2026-11-22');
    await user.selectOptions(
      within(exportForm()).getByLabelText(texts.export.dialect),
      texts.export.dialects['excel-tr'],
    );
    await user.click(within(exportForm()).getByRole('button', { name: texts.export.submit }));
    await screen.findByText(texts.downloaded('kapanan-islemler-2026-10-01-2026-11-22-excel.csv'));
    expect(fake.callsTo(EXPORT)[0].query.get('dialect')).toBe('excel-tr');
  });
});
