// The back office's screens of issue 21: professional applications (approve after a confirmation
// that says open positions keep their margin, reject only with a reason, the queue refreshed), a
// new version of an onboarding document (edited from the one in force, checked before sending,
// confirmed), and a MASAK-marked money request showing its mark and the stated purpose.
import { screen, waitFor, within } from '@testing-library/react';
import type { ComplianceDocument, OperatorProfessionalRequest } from '../../../contract/compliance';
import { tr } from '../../i18n/tr-signed-in';
import { ok } from '../../test/money-fakes';
import { openBackOffice } from './test/open-back-office';
import { fakeOperatorApi, makeOperatorTransaction, type OperatorFake } from './test/operator-fakes';

// The first screen of a file waits for its lazily compiled chunks on a busy machine.
jest.setTimeout(30_000);

const texts = tr.operator;
let fake: OperatorFake;
afterEach(() => fake.restore());

function makeRequest(overrides: Partial<OperatorProfessionalRequest> = {}): OperatorProfessionalRequest {
  return {
    id: 'p1',
    statements: ['transaction-volume', 'portfolio-size'],
    status: 'pending',
    reason: null,
    createdAt: '2026-11-22T09:00:00.000Z',
    decidedAt: null,
    userId: 'c1',
    name: 'Ayşe',
    surname: 'Kaya',
    email: 'ayse@example.com',
    clientCategory: 'retail',
    openPositions: 2,
    ...overrides,
  };
}

/** The applications as the server keeps them: a decision moves one out of the pending list once. */
function withRequests(api: OperatorFake, start: OperatorProfessionalRequest[]) {
  let requests = start;
  const decide = (id: string, status: 'approved' | 'rejected', reason: string | null) => {
    const found = requests.find((request) => request.id === id);
    if (!found || found.status !== 'pending')
      return { status: 409, body: { status: false, message: 'Bu başvuru için zaten karar verilmiş.' } };
    requests = requests.map((request) => (request.id === id ? { ...request, status, reason } : request));
    return ok({ ...found, status, reason });
  };
  api
    .on('GET /api/operator/professional-requests', (call) => {
      const status = call.query.get('status');
      const rows = requests.filter((request) => request.status === status);
      return { body: { status: true, data: rows, currentPage: 1, totalPages: 1, total: rows.length } };
    })
    .on('POST /api/operator/professional-requests/p1/approve', () => decide('p1', 'approved', null))
    .on('POST /api/operator/professional-requests/p1/reject', (call) => {
      const reason = (call.body as { reason?: string }).reason?.trim();
      return reason
        ? decide('p1', 'rejected', reason)
        : { status: 400, body: { status: false, message: 'Red gerekçesi zorunludur.' } };
    });
}

describe('professional applications', () => {
  it('lists a pending one with the statements in Turkish and approves it after a confirmation', async () => {
    fake = fakeOperatorApi();
    withRequests(fake, [makeRequest()]);
    const user = await openBackOffice('/operator/professional');
    const row = await screen.findByTestId('professional-row-p1');
    expect(row).toHaveTextContent(tr.professional.statements['transaction-volume']);
    expect(row).toHaveTextContent(tr.professional.statements['portfolio-size']);
    expect(row).toHaveTextContent(tr.professional.categories.retail);
    const name = 'Ayşe Kaya (ayse@example.com)';
    await user.click(within(row).getByRole('button', { name: texts.professional.approveLabel(name) }));
    const dialog = await screen.findByRole('dialog', { name: texts.professional.approveTitle(name) });
    expect(dialog).toHaveTextContent(texts.professional.approveNote(2));
    expect(fake.callsTo('POST /api/operator/professional-requests/p1/approve')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: tr.confirm.confirm }));
    expect(await screen.findByText(texts.professional.approved)).toBeInTheDocument();
    expect(fake.callsTo('POST /api/operator/professional-requests/p1/approve')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('professional-row-p1')).not.toBeInTheDocument());
    expect(screen.getByText(texts.professional.empty)).toBeInTheDocument();
    // The decided one is under Onaylanan.
    await user.selectOptions(screen.getByLabelText(texts.professional.filterLabel), 'approved');
    expect(await screen.findByTestId('professional-row-p1')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: texts.professional.approveLabel(name) }),
    ).not.toBeInTheDocument();
  });

  it('rejects only with a reason, which it sends trimmed', async () => {
    fake = fakeOperatorApi();
    withRequests(fake, [makeRequest()]);
    const user = await openBackOffice('/operator/professional');
    const row = await screen.findByTestId('professional-row-p1');
    const name = 'Ayşe Kaya (ayse@example.com)';
    await user.click(within(row).getByRole('button', { name: texts.professional.rejectLabel(name) }));
    const dialog = await screen.findByRole('dialog', { name: texts.professional.rejectTitle(name) });
    await user.click(within(dialog).getByRole('button', { name: texts.professional.reject }));
    expect(fake.callsTo('POST /api/operator/professional-requests/p1/reject')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox'), '  Portföy belgesi eksik. ');
    await user.click(within(dialog).getByRole('button', { name: texts.professional.reject }));
    expect(await screen.findByText(texts.professional.rejected)).toBeInTheDocument();
    expect(fake.callsTo('POST /api/operator/professional-requests/p1/reject')[0].body).toEqual({
      reason: 'Portföy belgesi eksik.',
    });
  });
});

describe('publishing a document version', () => {
  const documents: ComplianceDocument[] = [
    {
      document: 'risk-disclosure',
      version: 1,
      title: 'Risk Bildirim Formu',
      text: 'Kaldıraçlı işlemler risklidir.',
    },
    {
      document: 'privacy-notice',
      version: 2,
      title: 'Aydınlatma Metni',
      text: 'Kişisel verileriniz işlenir.',
    },
    { document: 'framework-agreement', version: 1, title: 'Çerçeve Sözleşme', text: 'Taraflar anlaşır.' },
  ];

  function withDocuments(api: OperatorFake) {
    let served = documents;
    api
      .on('GET /api/compliance/documents', () => ok(served))
      .on('POST /api/operator/compliance/documents', (call) => {
        const body = call.body as { document: string; title: string; text: string };
        const current = served.find((entry) => entry.document === body.document);
        if (!current) return { status: 400, body: { status: false, message: 'Böyle bir belge yok.' } };
        const version = current.version + 1;
        served = served.map((entry) =>
          entry.document === body.document
            ? { ...entry, version, title: body.title, text: body.text }
            : entry,
        );
        return { status: 201, body: { status: true, data: { document: body.document, version } } };
      });
  }

  it('starts from the version in force, refuses a blank or unchanged text, and publishes after confirming', async () => {
    fake = fakeOperatorApi();
    withDocuments(fake);
    const user = await openBackOffice('/operator/documents');
    await user.selectOptions(await screen.findByLabelText(texts.publishing.document), 'privacy-notice');
    expect(screen.getByText(texts.publishing.current(2))).toBeInTheDocument();
    const text = screen.getByLabelText(texts.publishing.text);
    expect(text).toHaveValue('Kişisel verileriniz işlenir.');

    await user.click(screen.getByRole('button', { name: texts.publishing.publish }));
    expect(await screen.findByText(texts.publishing.unchanged)).toBeInTheDocument();
    await user.clear(text);
    await user.click(screen.getByRole('button', { name: texts.publishing.publish }));
    expect(await screen.findByText(texts.publishing.textRequired)).toBeInTheDocument();
    expect(fake.callsTo('POST /api/operator/compliance/documents')).toHaveLength(0);

    await user.type(text, 'Kişisel verileriniz KVKK uyarınca işlenir.');
    await user.click(screen.getByRole('button', { name: texts.publishing.publish }));
    const dialog = await screen.findByRole('dialog', {
      name: texts.publishing.confirmTitle('Aydınlatma Metni', 3),
    });
    expect(dialog).toHaveTextContent(texts.publishing.confirmNote);
    await user.click(within(dialog).getByRole('button', { name: tr.confirm.confirm }));
    expect(await screen.findByText(texts.publishing.published(3))).toBeInTheDocument();
    expect(fake.callsTo('POST /api/operator/compliance/documents')[0].body).toEqual({
      document: 'privacy-notice',
      title: 'Aydınlatma Metni',
      text: 'Kişisel verileriniz KVKK uyarınca işlenir.',
    });
    expect(await screen.findByText(texts.publishing.current(3))).toBeInTheDocument();
  });
});

it('marks a deposit MASAK asked about and shows the purpose the customer stated', async () => {
  fake = fakeOperatorApi({
    transactions: [
      makeOperatorTransaction({
        id: 't9',
        reference: 'KLD-MSK001',
        amount: 12000,
        flags: ['masak'],
        purpose: 'Ev satışı',
      }),
      makeOperatorTransaction({ id: 't8', reference: 'KLD-PLN001', amount: 100 }),
    ],
  });
  await openBackOffice('/operator');
  const marked = await screen.findByTestId('queue-row-t9');
  expect(within(marked).getByText(texts.transaction.masak)).toBeInTheDocument();
  expect(marked).toHaveTextContent(texts.transaction.masakNote);
  expect(marked).toHaveTextContent('Ev satışı');
  expect(
    within(await screen.findByTestId('queue-row-t8')).queryByText(texts.transaction.masak),
  ).not.toBeInTheDocument();
});
