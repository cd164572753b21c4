// The three approval queues: tabs with their pending counts, paging, approve (the list and the
// counts refresh), reject only with a reason, and a document shown inline.
import { screen, waitFor, within } from '@testing-library/react';
import { tr } from '../../i18n/tr-signed-in';
import { openBackOffice } from './test/open-back-office';
import { fakeOperatorApi, makeDocument, type OperatorFake } from './test/operator-fakes';

const texts = tr.operator;
// The first screen of a file waits for its lazily compiled chunks on a busy machine.
jest.setTimeout(30_000);

let fake: OperatorFake;
afterEach(() => fake.restore());

const openQueues = () => openBackOffice('/operator');

const tab = (label: string, count: number) =>
  screen.findByRole('tab', { name: texts.queues.tab(label, count) });
const row = (id: string) => screen.findByTestId(`queue-row-${id}`);

it('shows each queue with its pending count and pages through the deposits', async () => {
  fake = fakeOperatorApi();
  const user = await openQueues();
  expect(await tab(texts.queues.deposits, 3)).toHaveAttribute('aria-selected', 'true');
  expect(await tab(texts.queues.withdrawals, 1)).toBeInTheDocument();
  expect(await tab(texts.queues.documents, 1)).toBeInTheDocument();

  // Two rows a page: the third deposit is on page 2.
  expect(await row('t1')).toHaveTextContent('KLD-AAA111');
  // A money request names its customer by id only: the row links to the customer's file.
  const second = await row('t2');
  expect(second).toHaveTextContent('500.00 USD');
  expect(within(second).getByRole('link', { name: texts.transaction.customerFile })).toHaveAttribute(
    'href',
    '/operator/customers/c2',
  );
  expect(screen.queryByTestId('queue-row-t3')).not.toBeInTheDocument();
  expect(screen.getByText(texts.pager.position(1, 2), { exact: false })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: texts.pager.next }));
  expect(await row('t3')).toHaveTextContent('75.00 USD');
  expect(screen.queryByTestId('queue-row-t1')).not.toBeInTheDocument();
  expect(fake.callsTo('GET /api/operator/trans').at(-1)?.query.toString()).toBe(
    'status=pending&type=deposit&page=2',
  );

  await user.click(await tab(texts.queues.withdrawals, 1));
  const withdrawal = await row('w1');
  expect(withdrawal).toHaveTextContent('TR12 0006 2000 0000 1234 5678 90');
  expect(withdrawal).toHaveTextContent(tr.money.methods.iban);

  await user.click(await tab(texts.queues.documents, 1));
  const document = await screen.findByTestId('document-row-d1');
  expect(document).toHaveTextContent(tr.identity.verification.kinds['identity-front']);
});

it('approves a deposit: the API is called, the row leaves the queue and the count drops', async () => {
  fake = fakeOperatorApi();
  const user = await openQueues();
  await user.click(
    within(await row('t1')).getByRole('button', { name: texts.transaction.approveLabel('KLD-AAA111') }),
  );
  // Money moves at once on approval: first a confirmation of what and how much, nothing sent yet.
  const confirm = await screen.findByRole('dialog');
  expect(confirm).toHaveTextContent(/USD tutarındaki .* talebi onaylansın mı\?/);
  expect(confirm).toHaveTextContent('KLD-AAA111');
  expect(fake.callsTo('POST /api/operator/trans/t1/approve')).toHaveLength(0);
  await user.click(within(confirm).getByRole('button', { name: tr.confirm.confirm }));
  expect(await screen.findByText(texts.transaction.approved)).toBeInTheDocument();
  expect(fake.callsTo('POST /api/operator/trans/t1/approve')).toHaveLength(1);
  await waitFor(() => expect(screen.queryByTestId('queue-row-t1')).not.toBeInTheDocument());
  expect(await tab(texts.queues.deposits, 2)).toBeInTheDocument();
  // The third deposit moved up to page 1.
  expect(await row('t3')).toBeInTheDocument();
});

it('shows the refusal of a request already decided and keeps the row', async () => {
  fake = fakeOperatorApi();
  const user = await openQueues();
  fake.on('POST /api/operator/trans/t1/approve', {
    status: 409,
    body: { status: false, message: 'Zaten karar verildi.' },
  });
  await user.click(
    within(await row('t1')).getByRole('button', { name: texts.transaction.approveLabel('KLD-AAA111') }),
  );
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: tr.confirm.confirm }),
  );
  expect(await screen.findByText('Zaten karar verildi.')).toBeInTheDocument();
  expect(screen.getByTestId('queue-row-t1')).toBeInTheDocument();
});

it('sends nothing when the operator steps back from the approval', async () => {
  fake = fakeOperatorApi();
  const user = await openQueues();
  await user.click(
    within(await row('t1')).getByRole('button', { name: texts.transaction.approveLabel('KLD-AAA111') }),
  );
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: tr.confirm.dismiss }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(fake.callsTo('POST /api/operator/trans/t1/approve')).toHaveLength(0);
  expect(screen.getByTestId('queue-row-t1')).toBeInTheDocument();
});

it('rejects only with a reason, then sends it and refreshes the queue', async () => {
  fake = fakeOperatorApi();
  const user = await openQueues();
  await user.click(
    within(await row('t2')).getByRole('button', { name: texts.transaction.rejectLabel('KLD-BBB222') }),
  );
  const dialog = screen.getByRole('dialog', { name: texts.transaction.rejectTitle('Yatırma', '500.00') });
  await user.click(within(dialog).getByRole('button', { name: texts.transaction.reject }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(texts.reason.required);
  // Spaces alone are no reason either.
  await user.type(within(dialog).getByLabelText(texts.reason.label), '   ');
  await user.click(within(dialog).getByRole('button', { name: texts.transaction.reject }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(texts.reason.required);
  expect(fake.callsTo('POST /api/operator/trans/t2/reject')).toHaveLength(0);

  await user.clear(within(dialog).getByLabelText(texts.reason.label));
  await user.type(within(dialog).getByLabelText(texts.reason.label), '  Gönderen ad uyuşmuyor. ');
  await user.click(within(dialog).getByRole('button', { name: texts.transaction.reject }));
  expect(await screen.findByText(texts.transaction.rejected)).toBeInTheDocument();
  expect(fake.callsTo('POST /api/operator/trans/t2/reject')[0].body).toEqual({
    reason: 'Gönderen ad uyuşmuyor.',
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(screen.queryByTestId('queue-row-t2')).not.toBeInTheDocument());
  expect(await tab(texts.queues.deposits, 2)).toBeInTheDocument();
});

it('refuses a reason over 500 characters before any call', async () => {
  fake = fakeOperatorApi();
  const user = await openQueues();
  await user.click(
    within(await row('t1')).getByRole('button', { name: texts.transaction.rejectLabel('KLD-AAA111') }),
  );
  const dialog = screen.getByRole('dialog');
  const field = within(dialog).getByLabelText(texts.reason.label);
  await user.click(field);
  await user.paste('x'.repeat(501));
  await user.click(within(dialog).getByRole('button', { name: texts.transaction.reject }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(texts.reason.tooLong(500));
  expect(fake.callsTo('POST /api/operator/trans/t1/reject')).toHaveLength(0);
});

describe('documents', () => {
  const createObjectURL = jest.fn(() => 'blob:document-d1');
  const revokeObjectURL = jest.fn();
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('shows an image document inline, fetched with the token, then approves it', async () => {
    fake = fakeOperatorApi({ documents: [makeDocument(), makeDocument({ id: 'd2', kind: 'selfie' })] });
    // The file answers with its own type, which the JSON fake cannot send.
    const jsonFake = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      if (url.pathname !== '/api/operator/documents/d1') return jsonFake(input, init);
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer test-token');
      return new Response(new Blob(['png'], { type: 'image/png' }), { status: 200 });
    };
    const user = await openQueues();
    await user.click(await tab(texts.queues.documents, 2));
    const document = await screen.findByTestId('document-row-d1');
    await user.click(within(document).getByRole('button', { name: texts.document.show }));
    const kind = tr.identity.verification.kinds['identity-front'];
    const image = await within(document).findByRole('img', {
      name: texts.document.imageAlt(kind, 'Ayşe Kaya'),
    });
    expect(image).toHaveAttribute('src', 'blob:document-d1');

    await user.click(
      within(document).getByRole('button', { name: texts.document.approveLabel(kind, 'Ayşe Kaya') }),
    );
    expect(await screen.findByText(texts.document.approved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('document-row-d1')).not.toBeInTheDocument());
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:document-d1');
    expect(await tab(texts.queues.documents, 1)).toBeInTheDocument();
  });

  it('offers a PDF as a link and rejects a document with its reason', async () => {
    fake = fakeOperatorApi();
    const user = await openQueues();
    await user.click(await tab(texts.queues.documents, 1));
    const document = await screen.findByTestId('document-row-d1');
    await user.click(within(document).getByRole('button', { name: texts.document.show }));
    const kind = tr.identity.verification.kinds['identity-front'];
    // The fake answers JSON, which is no image: the file is offered as a link.
    expect(await within(document).findByRole('link', { name: texts.document.openPdf(kind) })).toHaveAttribute(
      'href',
      'blob:document-d1',
    );
    await user.click(
      within(document).getByRole('button', { name: texts.document.rejectLabel(kind, 'Ayşe Kaya') }),
    );
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(texts.reason.label), 'Fotoğraf bulanık.');
    await user.click(within(dialog).getByRole('button', { name: texts.document.reject }));
    expect(await screen.findByText(texts.document.rejected)).toBeInTheDocument();
    expect(fake.callsTo('POST /api/operator/verifications/d1/reject')[0].body).toEqual({
      reason: 'Fotoğraf bulanık.',
    });
    expect(await screen.findByText(texts.queues.emptyDocuments)).toBeInTheDocument();
  });
});
