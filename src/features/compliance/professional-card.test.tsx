// The client category on /information (issue 21): the category the profile carries, the
// professional application (at least two of the three criteria, checked before sending), its
// pending and rejected states, and nothing at all where the profile has no category (JURISDICTION
// none). The broker's per-product switches hide copy trading's and crypto's entry points.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfessionalRequest } from '../../../contract/compliance';
import type { UserProfile } from '../../../contract/entities';
import type { RootState } from '../../app/store';
import { tr } from '../../i18n/tr-signed-in';
import { installFakeApi, type FakeApi } from '../../test/fake-api';
import { renderApp, SCREEN_WAIT } from '../../test/render-app';
import { signedInState } from '../../test/render-with-providers';
import { profile } from '../layout/test/layout-fixtures';
import { setViewportWidth } from '../layout/test/viewport';

// The first screen of a file waits for its lazily compiled chunks on a busy machine.
jest.setTimeout(30_000);

const texts = tr.professional;
let fake: FakeApi;
afterEach(() => fake.restore());

const pending: ProfessionalRequest = {
  id: 'p1',
  statements: ['portfolio-size', 'professional-experience'],
  status: 'pending',
  reason: null,
  createdAt: '2026-11-22T09:00:00.000Z',
  decidedAt: null,
};

function stateWith(served: UserProfile): Partial<RootState> {
  return { ...signedInState(), userProfile: { profile: served } } as Partial<RootState>;
}

function install(served: UserProfile, latest: ProfessionalRequest | null) {
  let current = latest;
  fake = installFakeApi()
    .on('GET /api/users/profile', () => ({ body: { status: true, data: served } }))
    .on('GET /api/notifications', {
      body: { status: true, data: [], currentPage: 1, totalPages: 1, unread: 0 },
    })
    .on('GET /api/users/professional-request', () => ({ body: { status: true, data: current } }))
    .on('POST /api/users/professional-request', (call) => {
      current = {
        ...pending,
        statements: (call.body as { statements: ProfessionalRequest['statements'] }).statements,
      };
      return { status: 201, body: { status: true, data: current } };
    });
}

async function openInformation(served: UserProfile) {
  setViewportWidth(1280);
  const user = userEvent.setup();
  renderApp({ route: '/information', preloadedState: stateWith(served) });
  await screen.findByRole('button', { name: 'Kaydet' }, SCREEN_WAIT);
  return user;
}

it('shows a retail customer’s category and sends an application only with two criteria or more', async () => {
  const retail = { ...profile, clientCategory: 'retail' as const };
  install(retail, null);
  const user = await openInformation(retail);
  const card = await screen.findByRole('region', { name: texts.title });
  expect(within(card).getByTestId('client-category')).toHaveTextContent(texts.categories.retail);
  const box = (statement: string) =>
    within(card).getByRole('checkbox', { name: texts.statements[statement] });

  await user.click(box('professional-experience'));
  await user.click(within(card).getByRole('button', { name: texts.apply }));
  expect(await within(card).findByText(texts.pickTwo)).toBeInTheDocument();
  expect(fake.callsTo('POST /api/users/professional-request')).toHaveLength(0);

  await user.click(box('portfolio-size'));
  await user.click(within(card).getByRole('button', { name: texts.apply }));
  expect(await screen.findByText(texts.applied)).toBeInTheDocument();
  // Sent in the criteria's own order, whatever order they were ticked in.
  expect(fake.callsTo('POST /api/users/professional-request')[0].body).toEqual({
    statements: ['portfolio-size', 'professional-experience'],
  });
  expect(await within(card).findByText(texts.pending)).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: texts.apply })).not.toBeInTheDocument();
});

it('shows a rejection’s reason with the form to apply again', async () => {
  const retail = { ...profile, clientCategory: 'retail' as const };
  install(retail, { ...pending, status: 'rejected', reason: 'Portföy belgesi eksik.' });
  await openInformation(retail);
  expect(await screen.findByText(texts.rejected('Portföy belgesi eksik.'))).toBeInTheDocument();
  expect(screen.getByRole('button', { name: texts.apply })).toBeInTheDocument();
});

it('shows a professional customer’s category, with no form', async () => {
  const professional = { ...profile, clientCategory: 'professional' as const };
  install(professional, { ...pending, status: 'approved' });
  await openInformation(professional);
  expect(await screen.findByTestId('client-category')).toHaveTextContent(texts.categories.professional);
  expect(screen.getByText(texts.isProfessional)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: texts.apply })).not.toBeInTheDocument();
});

it('shows no category card where the profile has none (JURISDICTION none)', async () => {
  install(profile, null);
  await openInformation(profile);
  expect(screen.queryByRole('region', { name: texts.title })).not.toBeInTheDocument();
  expect(fake.callsTo('GET /api/users/professional-request')).toHaveLength(0);
});

it('hides copy trading’s links and page when the broker turns it off', async () => {
  install(profile, null);
  fake.on('GET /api/compliance/products', {
    body: { status: true, data: { copyTrading: false, crypto: true } },
  });
  setViewportWidth(1920);
  renderApp({ route: '/traders', preloadedState: stateWith(profile) });
  expect(await screen.findByText(tr.compliance.productOff.copyTrading, {}, SCREEN_WAIT)).toBeInTheDocument();
  const sidebar = screen.getByRole('list', { name: tr.layout.sidebar });
  await waitFor(() =>
    expect(within(sidebar).queryByRole('link', { name: tr.nav.traders })).not.toBeInTheDocument(),
  );
  expect(within(sidebar).getByRole('link', { name: tr.nav.robots })).toBeInTheDocument();
});

it('hides the Kripto market tab when the broker turns crypto off', async () => {
  install(profile, null);
  fake.on('GET /api/compliance/products', {
    body: { status: true, data: { copyTrading: true, crypto: false } },
  });
  setViewportWidth(1920);
  renderApp({ route: '/trade', preloadedState: stateWith(profile) });
  const strip = await screen.findByRole('tablist', { name: tr.market.tabsLabel }, SCREEN_WAIT);
  await waitFor(() =>
    expect(within(strip).queryByRole('tab', { name: tr.market.tabs.crypto })).not.toBeInTheDocument(),
  );
  expect(within(strip).getByRole('tab', { name: tr.market.tabs.forex })).toBeInTheDocument();
});
