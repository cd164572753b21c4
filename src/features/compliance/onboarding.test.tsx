// The onboarding dialog as a customer meets it: a real-account order refused with
// COMPLIANCE_REQUIRED opens it, then each missing document, the test, the warning and the end.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tr } from '../../i18n/tr-signed-in';
import { demoProfile } from '../../test/fixtures';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { renderWithProviders, signedInState } from '../../test/render-with-providers';
import { orderApi } from '../order/api/order-api';
import { ComplianceOnboarding } from './components/compliance-onboarding';

jest.setTimeout(30_000);

const texts = tr.onboarding;
const ok = (data?: unknown) => ({ body: { status: true, data } });

const DOCUMENTS = [
  {
    document: 'risk-disclosure',
    version: 1,
    title: 'Risk Bildirim Formu',
    text: 'Birinci paragraf.\n\nRisk metni.',
  },
  { document: 'privacy-notice', version: 1, title: 'Aydınlatma Metni', text: 'KVKK metni.' },
  { document: 'framework-agreement', version: 2, title: 'Çerçeve Sözleşme', text: 'Sözleşme metni.' },
];

const QUESTIONS = [
  {
    id: 'experience',
    text: 'Deneyiminiz?',
    options: [
      { id: 'none', text: 'Yok' },
      { id: 'many', text: 'Çok' },
    ],
  },
  {
    id: 'loss',
    text: 'En fazla kaybınız?',
    options: [
      { id: 'margin', text: 'Tamamı' },
      { id: 'nothing', text: 'Hiç' },
    ],
  },
];

let fake: FakeApi;
afterEach(() => fake.restore());

function fakeServer(profile: object) {
  fake = installFakeApi()
    .on('GET /api/users/profile', ok(demoProfile(profile)))
    .on('GET /api/compliance/documents', ok(DOCUMENTS))
    .on('GET /api/compliance/appropriateness', ok({ questions: QUESTIONS }))
    .on('POST /api/compliance/consents', { body: { status: true, message: 'Onayınız kaydedildi.' } })
    .on('POST /api/compliance/appropriateness', ok({ status: 'warned' }))
    .on('POST /api/orders', {
      status: 403,
      body: { status: false, code: 'COMPLIANCE_REQUIRED', message: 'Gerçek hesapta işlem yapabilmek için…' },
    });
}

/** The onboarding mounted as the layout mounts it, opened the way the app opens it: a refused order. */
async function refusedOrder() {
  const rendered = renderWithProviders(<ComplianceOnboarding />, { preloadedState: signedInState() });
  expect(screen.queryByRole('dialog')).toBeNull();
  await act(async () => {
    await rendered.store.dispatch(
      orderApi.endpoints.placeOrder.initiate({
        symbol: 'EURUSD',
        type: 'Buy',
        amount: 0.1,
        marketLimit: null,
        stopLoss: null,
        takeProfit: null,
      }),
    );
  });
  return { dialog: await screen.findByRole('dialog', { name: texts.title }), ...rendered };
}

describe('the onboarding to the real account', () => {
  it('opens on COMPLIANCE_REQUIRED and walks through both documents, the test, the warning and the end', async () => {
    fakeServer({
      consents: [],
      appropriateness: { status: 'none', takenAt: null },
      clientCategory: 'retail',
    });
    const user = userEvent.setup();
    const { dialog } = await refusedOrder();

    expect(await within(dialog).findByText(texts.step(1, 3))).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Risk Bildirim Formu' })).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: texts.documentRegion })).toHaveTextContent(
      'Risk metni.',
    );
    await user.click(within(dialog).getByRole('button', { name: texts.accept }));

    expect(await within(dialog).findByRole('heading', { name: 'Çerçeve Sözleşme' })).toBeInTheDocument();
    expect(within(dialog).getByText(texts.step(2, 3))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: texts.accept }));
    await waitFor(() => expect(fake.callsTo('POST /api/compliance/consents')).toHaveLength(2));
    expect(fake.callsTo('POST /api/compliance/consents').map((call) => call.body)).toEqual([
      { document: 'risk-disclosure', version: 1 },
      { document: 'framework-agreement', version: 2 },
    ]);

    const test = await within(dialog).findByRole('form', { name: texts.testTitle });
    await user.click(within(test).getByRole('button', { name: texts.submitTest }));
    expect(within(test).getByRole('alert')).toHaveTextContent(texts.answerAll);
    expect(fake.callsTo('POST /api/compliance/appropriateness')).toHaveLength(0);
    await user.click(within(test).getByRole('radio', { name: 'Yok' }));
    await user.click(within(test).getByRole('radio', { name: 'Hiç' }));
    await user.click(within(test).getByRole('button', { name: texts.submitTest }));

    expect(await within(dialog).findByText(texts.warned)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: texts.acknowledge }));
    expect(await within(dialog).findByRole('heading', { name: texts.doneTitle })).toBeInTheDocument();
    const answers = [
      { questionId: 'experience', optionId: 'none' },
      { questionId: 'loss', optionId: 'nothing' },
    ];
    expect(fake.callsTo('POST /api/compliance/appropriateness').map((call) => call.body)).toEqual([
      { answers },
      { answers, acknowledgeWarning: true },
    ]);

    await user.click(within(dialog).getByRole('button', { name: texts.finish }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks only for what is missing: a document accepted in its current version is skipped', async () => {
    fakeServer({
      consents: [{ document: 'risk-disclosure', version: 1, acceptedAt: '2026-01-05T12:00:00.000Z' }],
      appropriateness: { status: 'appropriate', takenAt: '2026-01-05T12:00:00.000Z' },
      clientCategory: 'retail',
    });
    const { dialog } = await refusedOrder();
    expect(await within(dialog).findByText(texts.step(1, 1))).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Çerçeve Sözleşme' })).toBeInTheDocument();
  });

  it("shows the server's refusal of an acceptance and stays on the document", async () => {
    fakeServer({ consents: [], appropriateness: { status: 'none', takenAt: null } });
    fake.on('POST /api/compliance/consents', {
      status: 400,
      body: {
        status: false,
        code: 'COMPLIANCE_VERSION_OUTDATED',
        message: 'Bu belgenin güncel sürümü değil.',
      },
    });
    const user = userEvent.setup();
    const { dialog } = await refusedOrder();
    await user.click(await within(dialog).findByRole('button', { name: texts.accept }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bu belgenin güncel sürümü değil.');
    expect(within(dialog).getByRole('heading', { name: 'Risk Bildirim Formu' })).toBeInTheDocument();
  });
});
