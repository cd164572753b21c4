// A fake of the operator API with the server's rules (the operator API contract): queues that
// shrink when an item is decided, a reason required to refuse, 409 when deciding twice, paging at
// a small page size so a few rows make two pages, and every decision recorded as an audit row.
// The screen tests drive the back office the way an operator does and see a real server's answers.
// The records, the rules and the two groups of routes live beside this file; it seeds the lists,
// installs the routes and gives the tests the states they sign in with.
import { configure } from '@testing-library/react';
import type { RootState } from '../../../app/store';
import { installFakeApi, type FakeApi } from '../../../test/fake-api';
import { demoProfile, demoSummary } from '../../../test/fixtures';
import { makeAccounts, ok } from '../../../test/money-fakes';
import { signedInState } from '../../../test/render-with-providers';
import { moderationRoutes } from './moderation-routes';
import { paged, recordAudit, type OperatorLists } from './operator-fake-rules';
import {
  makeCatalogueRobot,
  makeComment,
  makeDocument,
  makeOperatorTransaction,
  makeTrader,
} from './operator-records';
import { queueRoutes } from './queue-routes';

export { FAKE_PAGE_SIZE, REFUSALS } from './operator-fake-rules';
export * from './operator-records';

// The machine running the suites is shared and busy.
configure({ asyncUtilTimeout: 4000 });

/** The lists to start from (a few of each kind where absent), and the broadcast's reach. */
export interface OperatorFakeOptions extends Partial<OperatorLists> {
  /** Customers who receive a broadcast. */
  recipients?: number;
}

/** The fake, with each list as it stands after the operator's decisions. */
export type OperatorFake = FakeApi & { [List in keyof OperatorLists]: () => OperatorLists[List] };

/** The lists a fake starts with: the options' own, or a few of each kind. */
function seedLists(options: OperatorFakeOptions): OperatorLists {
  return {
    transactions: options.transactions ?? [
      makeOperatorTransaction({ id: 't1', reference: 'KLD-AAA111', amount: 250 }),
      makeOperatorTransaction({
        id: 't2',
        reference: 'KLD-BBB222',
        amount: 500,
        userId: 'c2',
      }),
      makeOperatorTransaction({ id: 't3', reference: 'KLD-CCC333', amount: 75 }),
      makeOperatorTransaction({
        id: 'w1',
        type: 'withdrawal',
        method: 'iban',
        reference: 'KLD-WWW999',
        amount: 120,
        iban: 'TR12 0006 2000 0000 1234 5678 90',
        holder: 'Ayşe Kaya',
      }),
    ],
    documents: options.documents ?? [makeDocument()],
    traders: options.traders ?? [
      makeTrader(),
      makeTrader({ id: 'tr2', name: 'Gizli Trader', hidden: true, hiddenReason: 'Yanıltıcı.' }),
    ],
    comments: options.comments ?? [
      makeComment(),
      makeComment({
        _id: 'cm2',
        userName: 'Zeynep K.',
        star: 5,
        comment: 'Çok iyi.',
        removed: true,
        removedReason: 'Tekrar.',
      }),
    ],
    robots: options.robots ?? [
      makeCatalogueRobot(),
      makeCatalogueRobot({ robotId: 'gold', name: 'Altın Dönüş', symbol: 'XAUUSD', enabled: false }),
    ],
    audit: options.audit ?? [],
  };
}

/** The layout's calls as an operator, and the operator API over lists the decisions change. */
export function fakeOperatorApi(options: OperatorFakeOptions = {}): OperatorFake {
  const lists = seedLists(options);
  const fake = installFakeApi()
    .on('GET /api/users/profile', ok(demoProfile({ role: 'operator', name: 'Operasyon', surname: 'Ekibi' })))
    .on('GET /api/users/accounts', ok(makeAccounts('practice')))
    .on('GET /api/operator/robots', () => ok(lists.robots))
    .on('GET /api/operator/traders', (call) => {
      const search = (call.query.get('search') ?? '').toLowerCase();
      return paged(
        lists.traders.filter((row) => row.name.toLowerCase().includes(search)),
        call,
      );
    })
    .on('GET /api/operator/audit', (call) => {
      const action = call.query.get('action');
      return paged(
        // As the server: an action, or a whole domain when the name has no dot.
        lists.audit.filter((row) => !action || row.action === action || row.action.startsWith(`${action}.`)),
        call,
      );
    })
    .on('POST /api/operator/notifications/broadcast', (call) => {
      const body = call.body as { title?: string; text?: string };
      recordAudit(lists.audit, 'notification.broadcast', { type: 'notification', id: 'n1' }, null, body);
      return ok({ recipients: options.recipients ?? 42 });
    });
  queueRoutes(fake, lists);
  moderationRoutes(fake, lists);
  return Object.assign(fake, {
    transactions: () => lists.transactions,
    documents: () => lists.documents,
    traders: () => lists.traders,
    comments: () => lists.comments,
    robots: () => lists.robots,
    audit: () => lists.audit,
  });
}

/** Signed in as an operator, the profile already known (as after a sign-in). */
export const operatorState = (): Partial<RootState> =>
  ({
    ...signedInState(),
    userProfile: { profile: demoProfile({ role: 'operator', name: 'Operasyon', surname: 'Ekibi' }) },
    userFinance: { summary: demoSummary() },
  }) as Partial<RootState>;

/** Signed in as an ordinary customer. */
export const customerState = (): Partial<RootState> =>
  ({
    ...signedInState(),
    userProfile: { profile: demoProfile() },
    userFinance: { summary: demoSummary() },
  }) as Partial<RootState>;
