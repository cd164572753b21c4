// Customer search and a customer's file: the search goes to the server, a result opens the file,
// and its tabs show the accounts, the paged ledger, positions, money requests, documents and
// sessions; an unknown customer says so.
import { screen, waitFor, within } from '@testing-library/react';
import { tr } from '../../i18n/tr-signed-in';
import { currentPath } from '../../test/render-app';
import { openBackOffice } from './test/open-back-office';
import { fakeOperatorApi, type OperatorFake } from './test/operator-fakes';

const texts = tr.operator;
// The first screen of a file waits for its lazily compiled chunks on a busy machine.
jest.setTimeout(30_000);

let fake: OperatorFake;
afterEach(() => fake.restore());

it('lists the newest customers, searches by name, e-mail or phone and opens a file', async () => {
  fake = fakeOperatorApi();
  const user = await openBackOffice('/operator/customers');
  const results = await screen.findByRole('list', { name: texts.customers.resultsLabel });
  expect(within(results).getAllByRole('listitem')).toHaveLength(2);
  expect(fake.callsTo('GET /api/operator/customers')[0].query.toString()).toBe('page=1');

  await user.type(screen.getByRole('searchbox', { name: texts.customers.searchLabel }), ' 9998{Enter}');
  await waitFor(() => expect(screen.queryByTestId('customer-row-c1')).not.toBeInTheDocument());
  const row = await screen.findByTestId('customer-row-c2');
  expect(row).toHaveTextContent('mehmet@example.com');
  expect(row).toHaveTextContent(tr.money.verification.verified);
  expect(fake.callsTo('GET /api/operator/customers').at(-1)?.query.get('search')).toBe('9998');

  await user.clear(screen.getByRole('searchbox', { name: texts.customers.searchLabel }));
  await user.type(screen.getByRole('searchbox', { name: texts.customers.searchLabel }), 'AYŞE{Enter}');
  await user.click(await screen.findByRole('link', { name: 'Ayşe Kaya' }));
  expect(await screen.findByRole('heading', { name: 'Ayşe Kaya', level: 2 })).toBeInTheDocument();
  expect(currentPath()).toBe('/operator/customers/c1');
});

it('says so when nothing matches', async () => {
  fake = fakeOperatorApi();
  const user = await openBackOffice('/operator/customers');
  await user.type(await screen.findByRole('searchbox', { name: texts.customers.searchLabel }), 'yok{Enter}');
  expect(await screen.findByText(texts.customers.empty)).toBeInTheDocument();
});

it("shows a customer's accounts, ledger (paged), positions, requests, documents and sessions", async () => {
  fake = fakeOperatorApi();
  const user = await openBackOffice('/operator/customers/c1');
  await screen.findByRole('heading', { name: 'Ayşe Kaya', level: 2 });
  expect(screen.getByText('905551112233')).toBeInTheDocument();

  const accounts = screen.getByTestId('account-row-real');
  expect(accounts).toHaveTextContent('1250.50');
  expect(accounts).toHaveTextContent('200.00');

  await user.click(screen.getByRole('tab', { name: texts.customer.tabs.ledger }));
  const ledger = await screen.findByRole('region', { name: texts.customer.tabs.ledger });
  expect(within(ledger).getAllByRole('row')).toHaveLength(3); // header + two rows a page
  expect(ledger).toHaveTextContent('-49.50');
  expect(ledger).toHaveTextContent(texts.customer.ledgerKinds.realized);
  expect(fake.callsTo('GET /api/operator/customers/c1/ledger')[0].query.toString()).toBe(
    'accountId=r1&page=1',
  );
  await user.click(screen.getByRole('button', { name: texts.pager.next }));
  await waitFor(() =>
    expect(screen.getByRole('region', { name: texts.customer.tabs.ledger })).toHaveTextContent('300.00'),
  );
  await user.selectOptions(screen.getByLabelText(texts.customer.accountLabel), 'p1');
  await waitFor(() =>
    expect(fake.callsTo('GET /api/operator/customers/c1/ledger').at(-1)?.query.toString()).toBe(
      'accountId=p1&page=1',
    ),
  );

  await user.click(screen.getByRole('tab', { name: texts.customer.tabs.positions }));
  expect(await screen.findByText(texts.empty)).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText(texts.customer.positionStatusLabel), 'closed');
  await waitFor(() =>
    expect(fake.callsTo('GET /api/operator/customers/c1/positions').at(-1)?.query.toString()).toBe(
      'accountId=r1&status=closed&page=1',
    ),
  );

  await user.click(screen.getByRole('tab', { name: texts.customer.tabs.transactions }));
  const requests = await screen.findByRole('region', { name: texts.customer.tabs.transactions });
  expect(requests).toHaveTextContent('KLD-AAA111');
  expect(requests).toHaveTextContent(tr.money.statuses.pending);

  await user.click(screen.getByRole('tab', { name: texts.customer.tabs.documents }));
  const selfie = (await screen.findByText(tr.identity.verification.kinds.selfie)).closest('li');
  expect(selfie).toHaveTextContent(texts.customer.documentStatus.rejected);
  expect(selfie).toHaveTextContent('Yüz görünmüyor.');

  await user.click(screen.getByRole('tab', { name: texts.customer.tabs.sessions }));
  const sessions = await screen.findByRole('region', { name: texts.customer.tabs.sessions });
  expect(sessions).toHaveTextContent('Chrome on Windows');
  expect(sessions).toHaveTextContent('203.0.113.7');
});

it('says when a customer does not exist', async () => {
  fake = fakeOperatorApi();
  fake.on('GET /api/operator/customers/nobody', {
    status: 404,
    body: { status: false, message: 'Bulunamadı.' },
  });
  await openBackOffice('/operator/customers/nobody');
  expect(await screen.findByText(texts.customer.notFound)).toBeInTheDocument();
});
